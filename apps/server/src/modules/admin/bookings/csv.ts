/**
 * CSV as RFC 4180 writes it (comma separated, CRLF line ends, a field with a comma, quote or line
 * break in double quotes with its quotes doubled), made safe for spreadsheets: a text cell a
 * spreadsheet would read as a formula (= + - @, or a leading tab or carriage return) gets a leading
 * apostrophe, so a devotee's name like `=HYPERLINK(…)` stays text (OWASP "CSV injection").
 */

/** The byte-order mark that makes Excel read the file as UTF-8 (Hindi names intact). */
export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: numbers as they are, text neutralised and quoted when it needs to be. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated. */
export const csvRow = (cells: ReadonlyArray<string | number | boolean | null | undefined>) =>
  `${cells.map(csvCell).join(',')}\r\n`;
