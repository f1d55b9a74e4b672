// The gateway's CSV cells: a byte-order mark first, numbers as numbers, formula-like text guarded,
// non-ASCII names kept, read back by an independent CSV parser.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { rowsToCsv } from '../../src/platform/exports/csv-rows.js';

const BOM = '\uFEFF';

describe('gateway CSV writer', () => {
  const rows = [
    { name: 'রহিম স্টোর', qty: -5, link: '=HYPERLINK("http://x.example","open")', note: '-5 left', ok: true },
  ];
  const csv = rowsToCsv(rows);

  it('starts with a byte-order mark so spreadsheets read UTF-8', () => {
    expect(csv.startsWith(`${BOM}name,`)).toBe(true);
  });

  it('leaves a negative number a number and guards formula-like text only', () => {
    const [header, row] = parse(csv, { bom: true }) as string[][];
    expect(header).toEqual(['name', 'qty', 'link', 'note', 'ok']);
    expect(row).toEqual(['রহিম স্টোর', '-5', `'=HYPERLINK("http://x.example","open")`, "'-5 left", 'true']);
  });

  it('keeps a mobile number as the description gives it (E.164), and guards a formula behind a sign', () => {
    const [, row] = parse(rowsToCsv([{ mobile: '+8801711000001', sum: '+1+cmd|x!A0', at: '@SUM(A1)' }]), {
      bom: true,
    }) as string[][];
    expect(row).toEqual(['+8801711000001', "'+1+cmd|x!A0", "'@SUM(A1)"]);
  });

  it('names the selected columns even when there are no rows', () => {
    expect(rowsToCsv([], ['date', 'store.name'])).toBe(`${BOM}date,store.name\r\n`);
  });

  it('quotes what needs quoting, flattens objects and joins plain arrays', () => {
    expect(
      rowsToCsv([{ a: 'plain', b: 'with, comma', c: 'say "hi"', e: null, f: { g: 1 }, h: [1, 2], i: ' pad' }]),
    ).toBe(`${BOM}a,b,c,e,f.g,h,i\r\nplain,"with, comma","say ""hi""",,1,1; 2," pad"\r\n`);
  });
});
