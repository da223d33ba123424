/** A score as the course page prints it: whole percent, a dash before the first attempt. */
export const formatScore = (score: number | null) => (score === null ? '—' : `${Math.round(score)}%`);
