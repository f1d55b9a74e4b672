// One download for a list's or report's rows in the format its button asks for: CSV or Excel.
import { type CsvCell, downloadCsv, toCsv } from './csv';
import { downloadXlsx } from './xlsx';

export type ExportFormat = 'csv' | 'xlsx';

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
