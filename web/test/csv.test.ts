// The client-built CSV: a byte-order mark first, numbers as numbers, formula-like text guarded,
// non-ASCII names kept, read back by an independent CSV parser.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../src/platform/components/csv';

describe('web CSV', () => {
  const csv = toCsv(['Name', 'Qty', 'Link', 'Empty'], [['রহিম স্টোর', -5, '=HYPERLINK("http://x.example")', null]]);

  it('starts with a byte-order mark and ends rows with CRLF', () => {
    expect(csv.startsWith('\uFEFFName,Qty,Link,Empty\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('leaves -5 a number, guards formula text and round-trips a Bengali name', () => {
    expect(csv).toContain('রহিম স্টোর,-5,');
    expect(parse(csv, { bom: true })).toEqual([
      ['Name', 'Qty', 'Link', 'Empty'],
      ['রহিম স্টোর', '-5', `'=HYPERLINK("http://x.example")`, ''],
    ]);
  });

  it('keeps a mobile number as given (E.164) and guards a formula behind a sign', () => {
    expect(parse(toCsv(['Mobile', 'Note'], [['+8801711000001', '-2+3']]), { bom: true })).toEqual([
      ['Mobile', 'Note'],
      ['+8801711000001', "'-2+3"],
    ]);
  });
});
