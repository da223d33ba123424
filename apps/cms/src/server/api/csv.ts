import type { Response } from 'express';

/**
 * CSV for the control panel's exports (RFC 4180), safe to open in a spreadsheet. No CSV library is
 * installed and the format needs only these few lines.
 */

/**
 * A cell starting with one of these is read as a formula by Excel, LibreOffice and Google Sheets
 * (OWASP "CSV injection"): a visitor could type `=HYPERLINK(…)` as their name. Such cells get a
 * leading apostrophe, which spreadsheets show as text and do not display.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: formula-safe, then quoted (quotes doubled) when it holds a comma, a quote or a line break. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and the records, each line ended by CRLF as RFC 4180 writes it. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/**
 * Excel opens a CSV as the system's legacy code page unless it starts with a byte order mark, which
 * would garble Arabic names; other readers skip it.
 */
const UTF8_BOM = '\uFEFF';

/** Sends `csv` as a download named `<name>-<YYYY-MM-DD>.csv` (the day in UTC). */
export function sendCsv(res: Response, name: string, csv: string, now: Date = new Date()): void {
  const filename = `${name}-${now.toISOString().slice(0, 10)}.csv`;
  res
    .status(200)
    .set('Content-Type', 'text/csv; charset=utf-8')
    .set('Content-Disposition', `attachment; filename="${filename}"`)
    .send(UTF8_BOM + csv);
}
