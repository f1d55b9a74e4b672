// A report's table: typed columns (numbers right-aligned and grouped), an optional totals row,
// highlighted rows, and CSV export of every row (not only those shown).
import { Box, Button, Flex, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FiDownload } from 'react-icons/fi';
import { downloadTable, type ExportFormat } from '../../components/export-table';

export interface ReportColumn<R> {
  label: string;
  value: (row: R) => string | number | null | undefined;
  numeric?: boolean;
  /** What the cell shows when not the plain value. */
  render?: (row: R) => ReactNode;
}

const format = (value: string | number | null | undefined, numeric?: boolean) =>
  numeric && typeof value === 'number' ? value.toLocaleString('en-US', { maximumFractionDigits: 1 }) : (value ?? '');

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
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="560px">
        <Table.Root size="sm" stickyHeader aria-label={caption}>
          <Table.Header>
            <Table.Row>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.label} textAlign={c.numeric ? 'end' : undefined}>
                  {c.label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, index) => (
              <Table.Row
                // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no key of their own; the list is replaced whole
                key={index}
                bg={highlight?.(row) ? 'red.50' : undefined}
                data-highlight={highlight?.(row) ? highlightName : undefined}
              >
                {columns.map((c) => (
                  <Table.Cell key={c.label} textAlign={c.numeric ? 'end' : undefined}>
                    {c.render ? c.render(row) : format(c.value(row), c.numeric)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
          {totals && (
            <Table.Footer>
              <Table.Row fontWeight="semibold" bg="gray.50">
                {columns.map((c, index) => (
                  <Table.Cell key={c.label} textAlign={c.numeric ? 'end' : undefined}>
                    {index === 0 && totals[c.label] === undefined ? 'Total' : format(totals[c.label], c.numeric)}
                  </Table.Cell>
                ))}
              </Table.Row>
            </Table.Footer>
          )}
        </Table.Root>
      </Table.ScrollArea>
      {footer}
    </Box>
  );
}

/** Column sums of the numeric columns. */
export function columnTotals<R>(columns: readonly ReportColumn<R>[], rows: readonly R[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const column of columns) {
    if (!column.numeric) continue;
    totals[column.label] = rows.reduce((sum, row) => sum + (Number(column.value(row)) || 0), 0);
  }
  return totals;
}
