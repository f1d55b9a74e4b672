// One download for a list's or report's rows in the format its button asks for: CSV or Excel. The screens load it
// when a download is asked for (csv-stringify is 10 kB gzip that no screen needs to show itself).
import { type CsvCell, downloadCsv, toCsv } from './csv';
import { downloadXlsx } from './xlsx';

export type ExportFormat = 'csv' | 'xlsx';

/** A table's column as its export reads it: the header and the plain value; `noCsv` leaves it out. */
export interface ExportColumn<R> {
  label: string;
  value: (row: R) => CsvCell;
  noCsv?: boolean;
}

/** The header and cells of rows from the exportable columns (all of them, shown or not). */
function exported<R>(columns: readonly ExportColumn<R>[], rows: readonly R[]) {
  const kept = columns.filter((column) => !column.noCsv);
  return { header: kept.map((column) => column.label), cells: rows.map((row) => kept.map((c) => c.value(row))) };
}

/** The CSV of rows from the exportable columns. */
export function columnsCsv<R>(columns: readonly ExportColumn<R>[], rows: readonly R[]): string {
  const { header, cells } = exported(columns, rows);
  return toCsv(header, cells);
}

/** Downloads `header` and `rows` as `<name>.csv` or `<name>.xlsx`. */
export async function downloadTable(
  format: ExportFormat,
  name: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
) {
  if (format === 'xlsx') await downloadXlsx(`${name}.xlsx`, header, rows);
  else downloadCsv(`${name}.csv`, toCsv(header, rows));
}

/** Downloads rows by the exportable columns as `<name>.csv` or `<name>.xlsx`. */
export async function downloadColumns<R>(
  format: ExportFormat,
  name: string,
  columns: readonly ExportColumn<R>[],
  rows: readonly R[],
) {
  const { header, cells } = exported(columns, rows);
  await downloadTable(format, name, header, cells);
}
