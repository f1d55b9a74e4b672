// Excel (.xlsx) export built in the browser from the same header and rows as the CSV (csv.ts): a frozen
// bold header, numbers as numbers, YYYY-MM-DD dates as dates, text never a formula. write-excel-file is loaded
// only when asked for.
import type { CsvCell } from './csv';
import { downloadFile } from './csv';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The workbook's bytes: one sheet named `sheetName` with the header row frozen. */
export async function toXlsx(
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): Promise<ArrayBuffer> {
  const { default: writeExcelFile } = await import('write-excel-file/universal');
  const sheet = [
    header.map((label) => ({ value: label, fontWeight: 'bold' as const })),
    ...rows.map((row) =>
      row.map((value) =>
        typeof value === 'string' && DAY.test(value) ? new Date(`${value}T00:00:00Z`) : (value ?? null),
      ),
    ),
  ];
  const blob = await writeExcelFile(sheet, {
    sheet: sheetName.slice(0, 31),
    columns: header.map((label) => ({ width: Math.min(40, label.length + 12) })),
    stickyRowsCount: 1,
    dateFormat: 'yyyy-mm-dd',
  }).toBlob();
  return blob.arrayBuffer();
}

export async function downloadXlsx(filename: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]) {
  downloadFile(filename, await toXlsx(filename.replace(/\.xlsx$/, ''), header, rows), XLSX_TYPE);
}
