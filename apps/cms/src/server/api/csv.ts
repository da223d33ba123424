import type { Response } from 'express';
import { once } from 'node:events';
import { logger } from '../../lib/logger';

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

/** One record, ended by CRLF as RFC 4180 writes it. */
const csvLine = (row: readonly unknown[]): string => `${row.map(csvCell).join(',')}\r\n`;

/** A header row and the records. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map(csvLine).join('');
}

/**
 * Excel opens a CSV as the system's legacy code page unless it starts with a byte order mark, which
 * would garble Arabic names; other readers skip it.
 */
const UTF8_BOM = '\uFEFF';

/** The status and headers of a download named `<name>-<YYYY-MM-DD>.csv` (the day in UTC). */
function startCsv(res: Response, name: string, now: Date): void {
  const filename = `${name}-${now.toISOString().slice(0, 10)}.csv`;
  res
    .status(200)
    .set('Content-Type', 'text/csv; charset=utf-8')
    .set('Content-Disposition', `attachment; filename="${filename}"`);
}

/** Sends `csv` as a download named `<name>-<YYYY-MM-DD>.csv` (the day in UTC). */
export function sendCsv(res: Response, name: string, csv: string, now: Date = new Date()): void {
  startCsv(res, name, now);
  res.send(UTF8_BOM + csv);
}

/**
 * Sends a download whose records are read a batch at a time (`batches` yields each batch's rows),
 * written as they come and waiting while the client is behind: the server holds one batch, however
 * long the list (docs/decisions/041). The status is sent with the first bytes, so a read that fails
 * later can only cut the download short: the connection is closed, and the browser reports a failed
 * download rather than keeping half a file.
 */
export async function streamCsv(
  res: Response,
  name: string,
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly unknown[])[]>,
  now: Date = new Date(),
): Promise<void> {
  startCsv(res, name, now);
  res.write(UTF8_BOM + toCsv(header, []));
  try {
    for await (const rows of batches) {
      if (res.destroyed) return;
      const chunk = rows.map(csvLine).join('');
      if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
    }
    res.end();
  } catch (err) {
    logger.error({ err, download: name }, 'A CSV download failed after it had started');
    res.destroy();
  }
}
