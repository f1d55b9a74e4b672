// The one data table of lists and reports, as a person meets it.
import { useState } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { type DataColumn, DataTable, FIRST_RENDER_ROWS } from '../../src/platform/components/DataTable';
import { columnsCsv } from '../../src/platform/components/export-table';
import { numberFormats } from '../../src/platform/components/reports/format';
import { renderInProduct } from './render';

interface Row {
  id: number;
  name: string;
  lines: number;
  low: boolean;
}

const columns: DataColumn<Row, 'name' | 'lines'>[] = [
  { key: 'name', label: 'Store', value: (row) => row.name, sort: 'name', always: true },
  { key: 'lines', label: 'Lines', value: (row) => row.lines, numeric: true, sort: 'lines' },
  { key: 'code', label: 'Code', value: (row) => `ST${String(row.id).padStart(4, '0')}` },
];

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Store ${String.fromCharCode(65 + (index % 26))}${index}`,
    lines: (index * 7) % 13,
    // Flagged rows fall on striped (odd) and plain (even) rows alike.
    low: index % 3 === 0,
  }));

/** The table as a screen holds it: the sort in its state, sorted rows. */
function SortedTable({ data }: { data: Row[] }) {
  const [sort, setSort] = useState<{ field: 'name' | 'lines'; dir: 'asc' | 'desc' }>({ field: 'name', dir: 'asc' });
  const sorted = [...data].sort((a, b) => {
    const order = sort.field === 'lines' ? a.lines - b.lines : a.name.localeCompare(b.name);
    return sort.dir === 'asc' ? order : -order;
  });
  return (
    <DataTable
      caption="Stores"
      listId={`components-${data.length}`}
      columns={columns}
      rows={sorted}
      rowKey={(row) => row.id}
      highlight={(row) => row.low}
      highlightName="low-stock"
      totals={{ Lines: data.reduce((sum, row) => sum + row.lines, 0) }}
      sort={{
        ...sort,
        onSort: (field) =>
          setSort((current) => ({ field, dir: current.field === field && current.dir === 'asc' ? 'desc' : 'asc' })),
      }}
    />
  );
}

const bodyRows = () => document.querySelectorAll('tbody tr');
const firstCells = () => [...bodyRows()].map((row) => row.querySelector('td')?.textContent ?? '');

beforeEach(() => localStorage.clear());

describe('DataTable', () => {
  test('a sortable header says its order to assistive technology and turns it round on a second click', async () => {
    const screen = await renderInProduct(<SortedTable data={rows(5)} />);
    const lines = screen.getByRole('columnheader', { name: 'Lines' });
    await expect.element(lines).not.toHaveAttribute('aria-sort');
    await lines.getByRole('button').click();
    await expect.element(lines).toHaveAttribute('aria-sort', 'ascending');
    const ascending = [...bodyRows()].map((row) => Number(row.querySelectorAll('td')[1]?.textContent));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await lines.getByRole('button').click();
    await expect.element(lines).toHaveAttribute('aria-sort', 'descending');
    const descending = [...bodyRows()].map((row) => Number(row.querySelectorAll('td')[1]?.textContent));
    expect(descending).toEqual([...ascending].reverse());
  });

  test('the sort is reached and used with the keyboard alone', async () => {
    const screen = await renderInProduct(<SortedTable data={rows(4)} />);
    const store = screen.getByRole('columnheader', { name: 'Store' });
    await expect.element(store).toHaveAttribute('aria-sort', 'ascending');
    (store.getByRole('button').element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(store).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()[0]).toBe('Store D3');
  });

  test('a list longer than the first screenful still ends with every row drawn', async () => {
    await renderInProduct(<SortedTable data={rows(FIRST_RENDER_ROWS * 3)} />);
    await expect.poll(() => bodyRows().length).toBe(FIRST_RENDER_ROWS * 3);
  });

  test('a flagged row keeps its tint on every cell, on striped and plain rows alike', async () => {
    await renderInProduct(<SortedTable data={rows(6)} />);
    const all = [...bodyRows()];
    const flagged = all.filter((row) => row.getAttribute('data-highlight') === 'low-stock');
    expect(flagged.map((row) => all.indexOf(row) % 2)).toEqual(expect.arrayContaining([0, 1]));
    const tints = new Set(
      flagged.flatMap((row) => [...row.querySelectorAll('td')].map((cell) => getComputedStyle(cell).backgroundColor)),
    );
    expect(tints.size).toBe(1);
    const [tint] = tints;
    expect(tint).not.toBe('rgba(0, 0, 0, 0)');
    for (const row of all.filter((row) => !row.hasAttribute('data-highlight'))) {
      expect(getComputedStyle(row.querySelector('td') as HTMLElement).backgroundColor).not.toBe(tint);
    }
  });

  test("a day column shows the business's words and keeps ISO in the CSV", async () => {
    const visits = [{ id: 1, day: '2026-11-27' }];
    const dayColumns: DataColumn<{ id: number; day: string }>[] = [
      { key: 'day', label: 'Date', value: (row) => row.day, day: true, always: true },
    ];
    await renderInProduct(<DataTable caption="Visits" listId="components-days" columns={dayColumns} rows={visits} />);
    await expect.element(page.getByRole('cell', { name: numberFormats().date('2026-11-27') })).toBeVisible();
    expect(columnsCsv(dayColumns, visits)).toContain('2026-11-27');
  });

  test('the totals row sums the figures and says Total in the first column', async () => {
    const data = rows(5);
    const screen = await renderInProduct(<SortedTable data={data} />);
    const total = screen.getByRole('row').filter({ hasText: 'Total' });
    await expect.element(total).toBeVisible();
    const cells = total.element().querySelectorAll('td');
    expect(cells[0]?.textContent).toBe('Total');
    expect(Number(cells[1]?.textContent)).toBe(data.reduce((sum, row) => sum + row.lines, 0));
  });

  test('a column hidden from the column chooser stays hidden when the list is opened again', async () => {
    const screen = await renderInProduct(<SortedTable data={rows(3)} />);
    await expect.element(screen.getByRole('columnheader', { name: 'Code' })).toBeVisible();
    await screen.getByRole('button', { name: /columns/i }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Code' }).click();
    await expect.element(screen.getByRole('columnheader', { name: 'Code' })).not.toBeInTheDocument();
    await screen.unmount();
    const again = await renderInProduct(<SortedTable data={rows(3)} />);
    await expect.element(again.getByRole('columnheader', { name: 'Lines' })).toBeVisible();
    await expect.element(again.getByRole('columnheader', { name: 'Code' })).not.toBeInTheDocument();
  });
});
