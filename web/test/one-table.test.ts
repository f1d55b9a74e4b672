// One data table: every table of rows (lists and reports) is DataTable's markup; the report preset only names
// its defaults, and a table's cells follow one rule for figures, money and wrapping.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cellText, cellWrap, columnTotals } from '../src/components/table-cells';
import { numberFormats } from '../src/components/reports/format';

const SRC = join(import.meta.dirname, '../src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('one data table', () => {
  it('ReportTable is a preset over DataTable, without table markup of its own', () => {
    const report = readFileSync(join(SRC, 'components/reports/ReportTable.tsx'), 'utf8');
    expect(report).not.toMatch(/Table\.(Root|Row|Cell|Header)/);
    expect(report).toMatch(/<DataTable\b/);
  });

  it('formats money with two decimals, counts by the business locale, and leaves text as it is', () => {
    const formats = numberFormats('en-BD', 'BDT');
    expect(cellText({ money: true }, 1234.5, formats)).toBe(formats.amount(1234.5));
    expect(cellText({ numeric: true }, 1234567, formats)).toBe(formats.number(1234567));
    expect(cellText({}, 'Gulshan', formats)).toBe('Gulshan');
    expect(cellText({ numeric: true }, null, formats)).toBe('');
  });

  it('keeps figures and short words on one line and lets names wrap', () => {
    expect(cellWrap({ money: true }, 12)).toEqual({ whiteSpace: 'nowrap' });
    expect(cellWrap({}, 'Requested')).toEqual({ whiteSpace: 'nowrap' });
    expect(cellWrap({}, 'A long store name that wraps')).toMatchObject({ overflowWrap: 'anywhere' });
  });

  it('sums numeric and money columns', () => {
    const columns = [
      { key: 'n', label: 'Name', value: (r: { n: string; q: number; v: number }) => r.n },
      { key: 'q', label: 'Qty', numeric: true, value: (r: { q: number }) => r.q },
      { key: 'v', label: 'Value', money: true, value: (r: { v: number }) => r.v },
    ];
    const rows = [
      { n: 'a', q: 1, v: 2.5 },
      { n: 'b', q: 2, v: 3 },
    ];
    expect(columnTotals(columns, rows)).toEqual({ Qty: 3, Value: 5.5 });
  });

  it('refetches queries by document, never by an operation name string', () => {
    const offenders = files(SRC).filter((path) => /refetchQueries:\s*\[\s*['"`]/.test(readFileSync(path, 'utf8')));
    expect(offenders.map((path) => path.slice(SRC.length + 1))).toEqual([]);
  });
});
