// An Excel workbook (.xlsx) of GraphQL rows, written by write-excel-file: the same dotted columns as the CSV
// export, a frozen bold header row, numbers and booleans as themselves, days as dates and instants as date-times
// on the business's clock. Text is always a text cell, never a formula. A workbook is a zip whose directory comes
// last, so it is written once the last page is in: the pages' rows are held until then (the CSV export streams).
import { PassThrough, type Readable } from 'node:stream';
import writeExcelFile, { type Cell, type SheetData } from 'write-excel-file/node';
import { isInstant, wallClockDate } from '../../../../contract/business-clock.js';
import { businessTimeZone } from '../business-day.js';
import { cell, flatValues, type Json } from './csv-rows.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_FORMAT = 'yyyy-mm-dd';
const TIME_FORMAT = 'yyyy-mm-dd hh:mm';

type XlsxCell = string | number | boolean | Date | null;

/** A cell's value in a workbook: a day as a date, an instant as the business's wall time (a spreadsheet's
 *  date-time has no zone), else the CSV export's plain value. */
export function xlsxCell(value: Json | undefined): XlsxCell {
  if (isInstant(value)) return wallClockDate(value, businessTimeZone());
  if (typeof value === 'string' && DAY.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return cell(value);
}

/** The written cell: a date with a time of day shows it; a plain day (UTC midnight) takes the sheet's day format. */
const written = (value: XlsxCell): Cell =>
  value instanceof Date && (value.getUTCHours() || value.getUTCMinutes()) ? { value, format: TIME_FORMAT } : value;

/**
 * The most cells one workbook holds. Its rows are held until the last page is in (about 100 bytes a cell), so this
 * bounds what one Excel export costs the gateway's memory; past it the sheet ends with a row saying where it was cut
 * and that the CSV export, which streams, carries every row. Excel itself stops at 1,048,576 rows.
 */
export const MAX_XLSX_CELLS = 1_000_000;
const MAX_XLSX_ROWS = 1_048_575;

/** A workbook of one sheet: the header `columns`, then the rows of every page, up to `maxCells` cells. */
export function xlsxStream(
  sheetName: string,
  columns: readonly string[],
  pages: AsyncIterable<Json[]>,
  maxCells = MAX_XLSX_CELLS,
): Readable {
  const stream = new PassThrough();
  const sheet: SheetData = [columns.map((column) => ({ value: column, fontWeight: 'bold' as const }))];
  const maxRows = Math.max(1, Math.min(MAX_XLSX_ROWS - 1, Math.floor(maxCells / Math.max(1, columns.length))));
  const write = async () => {
    let rowsWritten = 0;
    reading: for await (const rows of pages) {
      // A client gone (the stream destroyed) stops the pages: leaving the loop ends the pages' generator,
      // so no further page is fetched upstream for nobody once its in-flight share is freed.
      if (stream.destroyed) return;
      for (const row of rows) {
        if (rowsWritten === maxRows) {
          // Leaving the loop ends the pages' generator: no further page is asked of the bases.
          sheet.push([`Cut after ${maxRows.toLocaleString('en')} rows: export as CSV for every row.`]);
          break reading;
        }
        sheet.push(flatValues(row, columns).map((value) => written(xlsxCell(value))));
        rowsWritten++;
      }
    }
    if (stream.destroyed) return;
    await writeExcelFile(sheet, {
      sheet: sheetName.slice(0, 31),
      columns: columns.map((column) => ({ width: Math.min(40, column.length + 12) })),
      stickyRowsCount: 1,
      dateFormat: DAY_FORMAT,
    }).toStream(stream);
  };
  // Headers are sent by then: a failure ends the download broken rather than short and silent.
  write().catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return stream;
}
