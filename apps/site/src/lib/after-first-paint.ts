/**
 * Resolves once the browser has painted the page as it arrived (the frame after the next animation
 * frame), at once in a hidden tab, which paints nothing. Work started after it (loading React,
 * hydrating) cannot hold back the first paint of the server's HTML.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Resolves in a task of its own, so the work before it and the work after it are not one long task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
