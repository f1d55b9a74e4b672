// A workbook read back as a spreadsheet application opens it: its first sheet's name and typed cells (read-excel-file,
// text untrimmed), how many of its top rows are frozen, and how many of its cells hold a formula (the sheet's XML).
import { strFromU8, unzipSync } from 'fflate';
import readExcelFile from 'read-excel-file/universal';

export type XlsxValue = string | number | boolean | Date | null;

export interface ReadWorkbook {
  sheet: string;
  /** Each row's cells, header first; an empty cell is null. */
  rows: XlsxValue[][];
  /** The rows frozen above the scrolling part of the sheet (its pane's ySplit). */
  frozenRows: number;
  /** Cells written as a formula (`<f>`), which a spreadsheet evaluates on opening. */
  formulas: number;
}

export async function readWorkbook(bytes: ArrayBuffer | Uint8Array): Promise<ReadWorkbook> {
  // A copy of its own: a Node Buffer is often a view into a larger shared pool.
  const view = new Uint8Array(bytes);
  const [first] = await readExcelFile(view.buffer, { trim: false });
  if (!first) throw new Error('The workbook has no sheet');
  const files = unzipSync(view);
  const sheetXml = Object.keys(files)
    .filter((path) => /^xl\/worksheets\/sheet\d+\.xml$/.test(path))
    .sort()
    .map((path) => strFromU8(files[path]!))[0];
  if (sheetXml === undefined) throw new Error('The workbook has no worksheet XML');
  const pane = /<pane\b[^>]*>/.exec(sheetXml)?.[0] ?? '';
  const frozen = /\bstate="frozen"/.test(pane);
  return {
    sheet: first.sheet,
    rows: first.data as XlsxValue[][],
    frozenRows: frozen ? Number(/\bySplit="(\d+)"/.exec(pane)?.[1] ?? 0) : 0,
    formulas: (sheetXml.match(/<f[\s>/]/g) ?? []).length,
  };
}

/** A cell as its CSV text: a date as its day (YYYY-MM-DD), an empty cell as ''. */
export const cellText = (value: XlsxValue): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value === null ? '' : String(value);
