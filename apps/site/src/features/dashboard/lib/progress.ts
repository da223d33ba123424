/** A course's duration in hours, as the dashboard lists it ("1 hour", "12 hours"). */
export function formatHours(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
