/**
 * What the site keeps in browser storage (the user, theme, country, locale and per-course
 * progress), every key written once. Reads never throw: storage can be disabled, full or hold someone else's junk.
 */
export const storageKeys = {
  user: 'manara.user',
  theme: 'manara.theme',
  country: 'manara.country',
  locale: 'manara.locale',
  courseProgress: (courseId: string) => `manara.progress.${courseId}`,
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage is unavailable (private mode, quota): the choice simply is not remembered.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}
