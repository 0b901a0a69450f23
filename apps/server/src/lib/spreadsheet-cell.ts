/**
 * What a spreadsheet may read as the start of a formula: `=`, `+`, `-`, `@`, and a tab or carriage
 * return before one (CSV or formula injection: `=HYPERLINK(…)`, `+cmd|' /C calc'!A0`, `@SUM(…)`).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as every exported spreadsheet writes it (the 志愿表 .xlsx, the import templates in CSV and
 * .xlsx): text a spreadsheet could run as a formula gets a leading apostrophe, so it is shown, not
 * run, even after the file is saved as CSV and opened again. Numbers, dates and the lone "-" (no
 * value) are written as they are.
 */
export function safeCell<T>(value: T): T | string {
  return typeof value === 'string' && value !== '-' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** A row of cells through safeCell. */
export function safeRow<T>(values: readonly T[]): (T | string)[] {
  return values.map(safeCell);
}
