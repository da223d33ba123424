/**
 * "2,000", "1.5", "-1,234": a number as the site writes it (English, up to three decimals), without
 * Intl. The first Intl formatter a page makes loads the locale's data, 100–200 ms of a slowed phone's
 * main thread, for digits in threes (docs/decisions/048-no-intl-while-a-page-starts.md).
 */
export function formatNumber(value: number): string {
  const [whole = '', fraction] = String(Math.round(value * 1000) / 1000).split('.');
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction ? `.${fraction}` : '');
}
