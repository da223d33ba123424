/** Who is looking at an order: its member on the dashboard, or the team in the control panel. */
export type OrderViewer = 'member' | 'team';

/** The name a viewer reads for an author: "You" for their own side's, otherwise the name (the member's marked as such for the team). */
export function authorLabel(viewer: OrderViewer, byTeam: boolean, name: string): string {
  if (viewer === 'member') return byTeam ? name : 'You';
  return byTeam ? name : `${name} (member)`;
}
