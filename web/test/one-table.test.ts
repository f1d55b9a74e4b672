// One data table: every table of rows (lists and reports) is DataTable's markup; the report preset only names
// its defaults, and a table's cells follow one rule for figures, money and wrapping.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { numberFormats } from '../src/platform/components/reports/format';
import { cellText, cellWrap, columnTotals } from '../src/platform/components/table-cells';

const SRC = join(import.meta.dirname, '../src');
/**
 * Table markup in every spelling: the HTML elements, Chakra's Table parts (Table.Root, Table.Row, …) and its
 * older Table/Thead/Tr/Td components, and ARIA or `as` roles that make another element a table.
 */
const TABLE_MARKUP = new RegExp(
  [
    String.raw`<(table|thead|tbody|tfoot|tr|td|th)[\s>/]`,
    String.raw`\bTable\.[A-Z]\w*`,
    String.raw`<(Table|TableContainer|Thead|Tbody|Tfoot|Tr|Td|Th)[\s>/]`,
    String.raw`\brole=\{?["'\x60](table|grid|row|rowgroup|cell|gridcell|columnheader)["'\x60]`,
    String.raw`\bas=\{?["'\x60](table|thead|tbody|tr|td|th)["'\x60]`,
    String.raw`createElement\(\s*["'\x60](table|tr|td)["'\x60]`,
  ].join('|'),
);
/** The one table kit: the markup of every list and report. */
const KIT = 'platform/components/DataTable.tsx';
/** Tables that are no list of rows, each with why it is not DataTable's. */
const NOT_ROW_LISTS: Record<string, string> = {
  'platform/components/ConflictDialog.tsx': 'three columns of one record: a field, yours and theirs',
  'platform/components/DateCalendar.tsx': "a date field's month grid of day buttons",
  'platform/components/reports/charts.tsx': "a chart's figures for screen readers, visually hidden",
  'domains/sales/TargetRow.tsx': "a grid of inputs: a member's row",
  'domains/sales/TargetSettingPage.tsx': 'a grid of inputs',
  'domains/settings/SetupManagerByBrandPage.tsx': 'a form of brands and managers',
  'domains/settings/StoreGradeByBrandPage.tsx': 'a form: a grade input a store, selectable',
  'domains/settings/TeamTypeRoles.tsx': 'a grid of switches',
  'domains/team/AccessRequestsPanel.tsx': 'a form: a team type input a request',
};
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('one data table', () => {
  it('knows table markup in every spelling', () => {
    for (const markup of [
      '<table>',
      '<table className="x">',
      '<thead>',
      '<tr key={id}>',
      '<td>',
      '<th scope="col">',
      '<Table.Root size="sm">',
      '<Table.Row>',
      '<Table.ColumnHeader>',
      '<Table.ScrollArea>',
      '<Table variant="simple">',
      '<Thead>',
      '<Tr>',
      '<Td>',
      '<Box role="table">',
      '<Flex role="row">',
      '<Box as="table">',
      "createElement('table')",
    ])
      expect(markup).toMatch(TABLE_MARKUP);
    for (const text of ['<DataTable columns={c} />', '<Text>', '<Tabs.Root>', '<three>', 'const table = 1;'])
      expect(text).not.toMatch(TABLE_MARKUP);
  });

  it('ReportTable is a preset over DataTable, without table markup of its own', () => {
    const report = readFileSync(join(SRC, 'platform/components/reports/ReportTable.tsx'), 'utf8');
    expect(report).not.toMatch(TABLE_MARKUP);
    expect(report).toMatch(/<DataTable\b/);
  });

  it('has no table markup outside the one table kit but the forms and grids it names', () => {
    const marked = files(SRC)
      .filter((path) => TABLE_MARKUP.test(readFileSync(path, 'utf8')))
      .map((path) => path.slice(SRC.length + 1));
    expect(marked).toContain(KIT);
    expect(marked.filter((path) => path !== KIT && !(path in NOT_ROW_LISTS))).toEqual([]);
    // A named file that no longer draws a table leaves the list, so the list never hides a new one.
    expect(Object.keys(NOT_ROW_LISTS).filter((path) => !marked.includes(path))).toEqual([]);
  });

  it('formats money with two decimals, counts by the business locale, and leaves text as it is', () => {
    const formats = numberFormats('en-BD', 'BDT');
    expect(cellText({ money: true }, 1234.5, formats)).toBe(formats.amount(1234.5));
    expect(cellText({ numeric: true }, 1234567, formats)).toBe(formats.number(1234567));
    expect(cellText({}, 'Gulshan', formats)).toBe('Gulshan');
    expect(cellText({ numeric: true }, null, formats)).toBe('');
  });

  it('writes a percentage column with one decimal always, so its figures line up', () => {
    const formats = numberFormats('en-BD', 'BDT');
    expect([9, 7.2, 10.8, 0].map((value) => cellText({ numeric: true, tenths: true }, value, formats))).toEqual([
      '9.0',
      '7.2',
      '10.8',
      '0.0',
    ]);
    expect(cellText({ numeric: true }, 9, formats)).toBe('9');
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
