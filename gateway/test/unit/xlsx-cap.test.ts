// An Excel export holds its rows until the workbook is written, so it stops at a bound of cells: the sheet ends
// with a row saying where it was cut (the CSV export streams every row), and no page past the bound is asked for.
import { describe, expect, it } from 'vitest';
import { readWorkbook } from '../../../tests/support/xlsx.js';
import type { Json } from '../../src/platform/exports/csv-rows.js';
import { MAX_XLSX_CELLS, xlsxStream } from '../../src/platform/exports/xlsx-rows.js';

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('the Excel export bound', () => {
  it('cuts the sheet at the bound, says so in its last row, and asks for no page past it', async () => {
    let pagesAsked = 0;
    async function* pages(): AsyncGenerator<Json[]> {
      for (let page = 0; page < 100; page++) {
        pagesAsked++;
        yield Array.from({ length: 10 }, (_, i) => ({ id: page * 10 + i, name: `Store ${page * 10 + i}` }));
      }
    }
    // 2 columns and 50 cells: 25 rows.
    const { rows } = await readWorkbook(await bytesOf(xlsxStream('Stores', ['id', 'name'], pages(), 50)));
    expect(rows[0]).toEqual(['id', 'name']);
    expect(rows.slice(1, 26).map((row) => row[0])).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(rows).toHaveLength(27);
    expect(rows[26]?.[0]).toBe('Cut after 25 rows: export as CSV for every row.');
    expect(pagesAsked).toBe(3);
  });

  it('writes every row under the bound, with no note', async () => {
    async function* pages(): AsyncGenerator<Json[]> {
      yield [{ id: 1 }, { id: 2 }];
    }
    const { rows } = await readWorkbook(await bytesOf(xlsxStream('Stores', ['id'], pages())));
    expect(rows).toEqual([['id'], [1], [2]]);
    expect(MAX_XLSX_CELLS).toBeLessThanOrEqual(1_000_000);
  });
});
