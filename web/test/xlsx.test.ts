// The client-built Excel file, read back with read-excel-file: the same header and rows as the CSV, a frozen
// header, numbers as numbers, dates as dates, a Bengali name intact, text never a formula.
import { describe, expect, it } from 'vitest';
import { readWorkbook } from '../../tests/support/xlsx';
import { toXlsx } from '../src/platform/components/xlsx';

describe('web Excel export', () => {
  it('writes the header and rows with typed cells under a frozen header', async () => {
    const bytes = await toXlsx(
      'stock',
      ['Store', 'Qty', 'Day', 'Note', 'Empty'],
      [['রহিম স্টোর', -5, '2026-11-20', '=HYPERLINK("http://x.example")', null]],
    );
    const workbook = await readWorkbook(bytes);
    expect(workbook.sheet).toBe('stock');
    expect(workbook.frozenRows).toBe(1);
    expect(workbook.rows[0]).toEqual(['Store', 'Qty', 'Day', 'Note', 'Empty']);
    // Text stays text: a workbook cell holds a formula only when written as one.
    expect(workbook.formulas).toBe(0);
    expect(workbook.rows[1]).toEqual([
      'রহিম স্টোর',
      -5,
      new Date('2026-11-20T00:00:00Z'),
      '=HYPERLINK("http://x.example")',
      null,
    ]);
  });
});
