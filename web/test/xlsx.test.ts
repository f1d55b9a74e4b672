// The client-built Excel file, read back with exceljs: the same header and rows as the CSV, a frozen
// header, numbers as numbers, dates as dates, a Bengali name intact.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { toXlsx } from '../src/platform/components/xlsx';

describe('web Excel export', () => {
  it('writes the header and rows with typed cells under a frozen header', async () => {
    const bytes = await toXlsx(
      'stock',
      ['Store', 'Qty', 'Day', 'Note', 'Empty'],
      [['রহিম স্টোর', -5, '2026-11-20', '=HYPERLINK("http://x.example")', null]],
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('stock');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, 'Store', 'Qty', 'Day', 'Note', 'Empty']);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('রহিম স্টোর');
    expect(row.getCell(2).value).toBe(-5);
    expect(row.getCell(3).value).toEqual(new Date('2026-11-20T00:00:00Z'));
    // Text stays text: a workbook cell holds a formula only when written as one.
    expect(row.getCell(4).value).toBe('=HYPERLINK("http://x.example")');
    expect(row.getCell(4).formula).toBeUndefined();
    expect(row.getCell(5).value).toBeNull();
  });
});
