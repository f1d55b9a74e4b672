// The services' CSV attachments: a byte-order mark first, numbers as numbers, formula-like text
// guarded, non-ASCII names kept, read back by an independent CSV parser.
import { text } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvStream } from '../../src/platform/mail/csv-stream.js';

async function* pages<T>(...all: T[][]): AsyncGenerator<T[]> {
  for (const page of all) yield page;
}

describe('services CSV stream', () => {
  it('writes a BOM, the header, then every page; numbers stay numbers and formulas stay text', async () => {
    const csv = await text(
      csvStream(
        ['Store', 'Qty', 'Note'],
        pages(
          [{ store: 'রহিম স্টোর', qty: -5, note: '=HYPERLINK("http://x.example")' }],
          [{ store: 'B', qty: 3, note: '@me' }],
        ),
        (row) => [row.store, row.qty, row.note],
      ),
    );
    expect(csv.startsWith('\uFEFFStore,Qty,Note\r\n')).toBe(true);
    expect(csv).toContain('\r\nরহিম স্টোর,-5,');
    expect(parse(csv, { bom: true })).toEqual([
      ['Store', 'Qty', 'Note'],
      ['রহিম স্টোর', '-5', `'=HYPERLINK("http://x.example")`],
      ['B', '3', "'@me"],
    ]);
  });

  it('keeps a mobile number as given (E.164) and guards a formula behind a sign', async () => {
    const csv = await text(
      csvStream(['Mobile', 'Note'], pages([{ mobile: '+8801711000001', note: '+1+cmd|x!A0' }]), (row) => [
        row.mobile,
        row.note,
      ]),
    );
    expect(parse(csv, { bom: true })).toEqual([
      ['Mobile', 'Note'],
      ['+8801711000001', "'+1+cmd|x!A0"],
    ]);
  });
});
