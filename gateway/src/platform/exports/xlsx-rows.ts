// An Excel workbook (.xlsx) of GraphQL rows, streamed page by page with exceljs: the same dotted
// columns as the CSV export, a frozen bold header row, numbers and booleans as themselves and
// dates (YYYY-MM-DD, or ISO date-times) as dates. Text is never a formula in a workbook's cell.
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { cell, flatValues, type Json } from './csv-rows.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

type XlsxCell = string | number | boolean | Date | null;

/** A cell's value in a workbook: a date for a date-like string, else the CSV export's plain value. */
export function xlsxCell(value: Json | undefined): XlsxCell {
  if (typeof value === 'string' && (DAY.test(value) || INSTANT.test(value))) {
    const date = new Date(DAY.test(value) ? `${value}T00:00:00Z` : value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return cell(value);
}

/** A workbook of one sheet: the header `columns`, then every row of every page as it arrives. */
export function xlsxStream(sheetName: string, columns: readonly string[], pages: AsyncIterable<Json[]>): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column, key: column, width: Math.min(40, column.length + 12) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const write = async () => {
    for await (const rows of pages) {
      // A client gone (the stream destroyed) stops the pages: leaving the loop ends the pages' generator,
      // so no further page is fetched upstream for nobody once its in-flight share is freed.
      if (stream.destroyed) return;
      for (const row of rows) {
        const values = flatValues(row, columns).map(xlsxCell);
        const added = sheet.addRow(values);
        values.forEach((value, index) => {
          if (value instanceof Date)
            added.getCell(index + 1).numFmt =
              value.getUTCHours() || value.getUTCMinutes() ? 'yyyy-mm-dd hh:mm' : 'yyyy-mm-dd';
        });
        added.commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  // Headers are sent by then: a failure ends the download broken rather than short and silent.
  write().catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return stream;
}
