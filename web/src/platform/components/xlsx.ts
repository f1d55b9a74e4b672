// Excel (.xlsx) export built in the browser from the same header and rows as the CSV (csv.ts): a frozen
// bold header, numbers as numbers, YYYY-MM-DD dates as dates. exceljs is loaded only when asked for.
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
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((label) => ({ header: label, width: Math.min(40, label.length + 12) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow(
      row.map((value) =>
        typeof value === 'string' && DAY.test(value) ? new Date(`${value}T00:00:00Z`) : (value ?? null),
      ),
    );
    added.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = 'yyyy-mm-dd';
    });
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

export async function downloadXlsx(filename: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]) {
  downloadFile(filename, await toXlsx(filename.replace(/\.xlsx$/, ''), header, rows), XLSX_TYPE);
}
