// A report's table: typed columns (numbers right-aligned and grouped), an optional totals row,
// highlighted rows, and CSV export of every row (not only those shown).
import { Box, Button, Flex, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FiDownload } from 'react-icons/fi';
import { downloadTable, type ExportFormat } from '../export-table';
import { type NumberFormats, useNumberFormats } from './format';

export interface ReportColumn<R> {
  label: string;
  value: (row: R) => string | number | null | undefined;
  numeric?: boolean;
  /** A money figure: right-aligned with two decimals, the currency in the label (see moneyLabel). */
  money?: boolean;
  /** What the cell shows when not the plain value. */
  render?: (row: R) => ReactNode;
}

/** What a cell shows: numbers by the business's locale, money with its two decimals. */
const cellText = <R,>(column: ReportColumn<R>, value: string | number | null | undefined, formats: NumberFormats) => {
  if (typeof value !== 'number') return value ?? '';
  if (column.money) return formats.amount(value);
  return column.numeric ? formats.number(value) : value;
};

/** A day, a status or a code: one short word, never broken inside (a "Reque-sted" reads as two words). */
export const SHORT_WORD = /^\S{1,16}$/;
/** Figures and short words stay on one line; names wrap, at any point when a word is longer than the column. */
const wrapping = <R,>(column: ReportColumn<R>, value: unknown) =>
  column.numeric || column.money || (typeof value === 'string' && SHORT_WORD.test(value))
    ? { whiteSpace: 'nowrap' as const }
    : { overflowWrap: 'anywhere' as const, minW: '5rem' };

/** "Value (৳)": a money column's label with the business currency's sign. */
export const moneyLabel = (label: string, formats: NumberFormats) => `${label} (${formats.symbol})`;

interface ReportTableProps<R> {
  caption: string;
  columns: readonly ReportColumn<R>[];
  rows: readonly R[];
  totals?: Partial<Record<string, string | number>>;
  highlight?: (row: R) => boolean;
  /** What a highlighted row is (data-highlight, for tests and styles). */
  highlightName?: string;
  csvName: string;
  /** Every row for the CSV, when `rows` is one page of them. */
  allRows?: () => Promise<readonly R[]>;
  footer?: ReactNode;
}

export function ReportTable<R>({
  caption,
  columns,
  rows,
  totals,
  highlight,
  highlightName = 'low-stock',
  csvName,
  allRows,
  footer,
}: ReportTableProps<R>) {
  const formats = useNumberFormats();
  const right = (c: ReportColumn<R>) => (c.numeric || c.money ? 'end' : undefined);
  const exportRows = async (format: ExportFormat) => {
    const everything = allRows ? await allRows() : rows;
    await downloadTable(
      format,
      csvName.replace(/\.csv$/, ''),
      columns.map((c) => c.label),
      everything.map((row) => columns.map((c) => c.value(row))),
    );
  };
  return (
    <Box>
      <Flex align="center" mb="2" gap="2">
        <Text fontWeight="semibold" fontSize="sm">
          {caption}
        </Text>
        {(['csv', 'xlsx'] as ExportFormat[]).map((format) => (
          <Button
            key={format}
            size="xs"
            variant="subtle"
            colorPalette="teal"
            ms={format === 'csv' ? 'auto' : undefined}
            disabled={rows.length === 0}
            onClick={() => void exportRows(format)}
          >
            <FiDownload /> Export {format === 'csv' ? 'CSV' : 'Excel'}
          </Button>
        ))}
      </Flex>
      {/* No scroll box of its own: the table takes the page's height and its header sticks to the page's top
          as the page scrolls (a box that scrolls would hold the header inside it, out of view). */}
      <Box borderWidth="1px" rounded="md" data-print="table">
        <Table.Root size="sm" aria-label={caption}>
          <Table.Header position="sticky" top="0" zIndex="1" bg="bg">
            <Table.Row>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.label} textAlign={right(c)}>
                  {c.label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, index) => (
              <Table.Row
                // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no key; the list is replaced whole
                key={index}
                bg={highlight?.(row) ? 'red.subtle' : undefined}
                data-highlight={highlight?.(row) ? highlightName : undefined}
              >
                {columns.map((c) => (
                  <Table.Cell key={c.label} textAlign={right(c)} {...wrapping(c, c.value(row))}>
                    {c.render ? c.render(row) : cellText(c, c.value(row), formats)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
          {totals && (
            <Table.Footer>
              <Table.Row fontWeight="semibold" bg="bg.subtle">
                {columns.map((c, index) => (
                  <Table.Cell key={c.label} textAlign={right(c)}>
                    {index === 0 && totals[c.label] === undefined ? 'Total' : cellText(c, totals[c.label], formats)}
                  </Table.Cell>
                ))}
              </Table.Row>
            </Table.Footer>
          )}
        </Table.Root>
      </Box>
      {footer}
    </Box>
  );
}

/** Column sums of the numeric columns. */
export function columnTotals<R>(columns: readonly ReportColumn<R>[], rows: readonly R[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const column of columns) {
    if (!column.numeric && !column.money) continue;
    totals[column.label] = rows.reduce((sum, row) => sum + (Number(column.value(row)) || 0), 0);
  }
  return totals;
}
