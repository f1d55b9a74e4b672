// The one data table of lists and reports: columns declared once give the header (sortable where a sort field
// is named), the cells (figures by the business's locale, money with two decimals), the column choice and the
// CSV/Excel of every row. Long text wraps (the full value on hover), the header sticks to the page as it
// scrolls, and the table takes the page's height rather than an inner box.
import { Box, Button, Flex, Table, Text } from '@chakra-ui/react';
import { memo, type ReactNode, startTransition, useEffect, useState } from 'react';
import { FiArrowDown, FiArrowUp, FiDownload } from 'react-icons/fi';
import { ColumnChooser } from './ColumnChooser';
import { type ColumnSpec, useColumnChoice } from './columns';
import type { ExportFormat } from './export-table';
import type { NumberFormats } from './reports/format';
import { useNumberFormats } from './reports/format';
import { type CellKind, type CellValue, cellText, cellWrap } from './table-cells';

export type { CellValue } from './table-cells';

export interface DataColumn<R, S extends string = string> extends ColumnSpec, CellKind {
  /** The plain value: the cell's text unless `render` is given, and the CSV cell. */
  value: (row: R) => CellValue;
  render?: (row: R) => ReactNode;
  sort?: S;
  /** Not exported (row actions). */
  noCsv?: boolean;
  /** Shown from 1024 px up only: a column of less use steps aside on a narrow screen so the row fits. */
  wideOnly?: boolean;
  /** Header and cells at the column's right edge, as figures are (the row's actions, whose buttons sit there). */
  alignEnd?: boolean;
}

/**
 * Rows drawn in the table's first render: a screenful and more. Every cell is a styled element, and a page of 50 to
 * 100 rows drawn at once blocked the main thread for a second on a slow phone (Lighthouse's store list).
 */
export const FIRST_RENDER_ROWS = 20;

/**
 * The rows to draw: on the table's first render the first FIRST_RENDER_ROWS only, the rest in a transition just
 * after, which React renders in slices between the browser's own work; every later render draws them all.
 */
export function useRowsInStages<R>(rows: readonly R[]): readonly R[] {
  const [whole, setWhole] = useState(rows.length <= FIRST_RENDER_ROWS);
  useEffect(() => {
    if (!whole) startTransition(() => setWhole(true));
  }, [whole]);
  return whole ? rows : rows.slice(0, FIRST_RENDER_ROWS);
}

/** Chakra's breakpoint prop for a wide-only column's header and cells. */
const narrowHide = (column: { wideOnly?: boolean }) => (column.wideOnly ? 'lg' : undefined);

/** Figures (counts and money) read from the right; a column may ask for it (the actions). */
const alignOf = (column: CellKind & { alignEnd?: boolean }) =>
  column.numeric || column.money || column.alignEnd ? 'end' : undefined;

/** Rows sorted in the browser by the column whose sort field is `field` (numbers by value, blanks last). */
export function sortRows<R, S extends string>(
  columns: readonly DataColumn<R, S>[],
  rows: readonly R[],
  field: S,
  dir: 'asc' | 'desc',
): readonly R[] {
  const column = columns.find((c) => c.sort === field);
  if (!column) return rows;
  const sign = dir === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = column.value(a);
    const y = column.value(b);
    if (x === y) return 0;
    if (x === null || x === undefined || x === '') return 1;
    if (y === null || y === undefined || y === '') return -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * order;
  });
}

interface DataRowProps<R, S extends string> {
  row: R;
  shown: readonly DataColumn<R, S>[];
  formats: NumberFormats;
  /** The row just saved (scrolled to, marked), or one the list highlights (named by `highlightName`). */
  mark: 'saved' | string | undefined;
}

/**
 * One body row, drawn again only when its row, its columns or its mark change: a sort, a page or a filter asked for
 * (the table dimmed while the answer comes), a drawer opened or a filter typed re-renders the screen, and every cell
 * of a page of rows restyled each time took a slow phone's main thread for half a second per click. Its cells are
 * plain <td>s styled once by the table (BODY_CELLS below): a styled Chakra cell is three components and a style
 * computation, and a page of 50 to 100 rows holds hundreds of them.
 */
function DataRowOf<R, S extends string>({ row, shown, formats, mark }: DataRowProps<R, S>) {
  const saved = mark === 'saved';
  return (
    <tr data-highlight={mark} ref={saved ? (element) => element?.scrollIntoView({ block: 'nearest' }) : undefined}>
      {shown.map((column) => {
        const value = column.value(row);
        const wrap = cellWrap(column, value).whiteSpace;
        return (
          <td
            key={column.key}
            data-align={alignOf(column)}
            data-wide-only={column.wideOnly || undefined}
            data-mono={column.mono || undefined}
            data-wrap={wrap}
            title={typeof value === 'string' && value.length > 24 ? value : undefined}
          >
            {column.render ? column.render(row) : cellText(column, value, formats)}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * The body cells' styles, given once on the table: the Chakra table's small cell (padding, bottom border), its
 * zebra stripe, and what a column or a row asks for through data attributes. A row's tint is on its cells, not
 * only the row (the zebra stripe paints the cells of odd rows and would hide it): the rule outweighs the stripe.
 */
const BODY_CELLS = {
  '& > tbody > tr': { bg: 'bg' },
  '& > tbody > tr > td': { px: '2', py: '2', borderBottomWidth: '1px', textAlign: 'start' },
  '& > tbody > tr:nth-of-type(odd) > td': { bg: 'bg.muted' },
  '& > tbody > tr[data-highlight] > td': { bg: 'red.subtle' },
  '& > tbody > tr[data-highlight="saved"] > td': { bg: 'yellow.subtle' },
  '& > tbody > tr > td[data-align="end"]': { textAlign: 'end' },
  '& > tbody > tr > td[data-mono]': { fontFamily: 'mono', fontSize: 'xs' },
  '& > tbody > tr > td[data-wrap="nowrap"]': { whiteSpace: 'nowrap' },
  '& > tbody > tr > td[data-wrap="normal"]': { whiteSpace: 'normal', overflowWrap: 'anywhere', minW: '5rem' },
  '& > tbody > tr > td[data-wide-only]': { display: { base: 'none', lg: 'table-cell' } },
};

const DataRow = memo(DataRowOf) as typeof DataRowOf;

/**
 * The table faded while newer rows are on their way, by an attribute whose rule is there from the first render. A
 * style first drawn while the page shows adds a CSS rule, and a rule added inside an at-rule (Chakra's @layer and
 * @media) makes the browser restyle and lay out the whole page: a first sort took a slow phone 0.2 s more for it.
 */
const DIMMED = { '&[data-dimmed]': { opacity: 0.6 } };

interface DataTableProps<R, S extends string> {
  caption: string;
  /** The caption names the table for assistive technology only, where a heading above already shows it. */
  captionHidden?: boolean;
  /** Where the column choice is remembered (per list, in this browser). */
  listId: string;
  columns: readonly DataColumn<R, S>[];
  rows: readonly R[];
  rowKey?: (row: R, index: number) => string | number;
  sort?: { field: S; dir: 'asc' | 'desc'; onSort: (field: S) => void };
  highlight?: (row: R) => boolean;
  /** What a highlighted row is (data-highlight, for tests and styles). */
  highlightName?: string;
  /** The row just created or edited: scrolled to and marked. */
  savedKey?: string | number;
  totals?: Partial<Record<string, CellValue>>;
  /** The CSV file name; with `allRows` the export takes every row, not only those shown. */
  csvName?: string;
  allRows?: () => Promise<readonly R[]>;
  exporting?: boolean;
  /** Buttons beside the column chooser (add, etc.). */
  actions?: ReactNode;
  footer?: ReactNode;
  dimmed?: boolean;
  /** The narrowest the table reads well at (a report of many columns): in a narrower window it keeps this width and
   *  scrolls sideways inside its own box instead of squeezing its names a word or a letter a line; wider, it has no
   *  scroll box and its header sticks to the page's top as usual. */
  minTableWidth?: string;
}

export function DataTable<R, S extends string = string>(props: DataTableProps<R, S>) {
  const { caption, columns, rows, sort, highlight, highlightName = 'attention', totals, savedKey } = props;
  const choice = useColumnChoice(props.listId, columns);
  const shown = choice.shown;
  const keyOf = props.rowKey ?? ((_row: R, index: number) => index);
  const formats = useNumberFormats();
  const drawn = useRowsInStages(rows);
  const exportRows = async (format: ExportFormat) => {
    // The export's code (csv-stringify) loads with the first download, beside the rows.
    const [everything, { downloadColumns }] = await Promise.all([
      props.allRows ? props.allRows() : rows,
      import('./export-table'),
    ]);
    await downloadColumns(format, (props.csvName ?? 'export.csv').replace(/\.csv$/, ''), columns, everything);
  };
  const narrow = props.minTableWidth;
  return (
    // A container measured by the table's box below (a container query), when the table has a width of its own.
    <Box css={narrow ? { containerType: 'inline-size' } : undefined}>
      <Flex align="center" mb="2" gap="2" wrap="wrap">
        {!props.captionHidden && (
          <Text fontWeight="semibold" fontSize="sm">
            {caption}
          </Text>
        )}
        <Flex ms="auto" gap="2" align="center" wrap="wrap" justify="flex-end">
          {columns.some((column) => !column.always) && (
            <ColumnChooser columns={columns} hidden={choice.hidden} onToggle={choice.toggle} />
          )}
          {props.csvName &&
            (['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                size="xs"
                variant="subtle"
                colorPalette="teal"
                loading={props.exporting}
                disabled={rows.length === 0}
                onClick={() => void exportRows(format)}
              >
                <FiDownload /> Export {format === 'csv' ? 'CSV' : 'Excel'}
              </Button>
            ))}
          {props.actions}
        </Flex>
      </Flex>
      {/* From a tablet's width up, no scroll box of its own: the table takes the page's height and its header sticks
          to the page's top as the page scrolls (a box that scrolls would hold the header inside it, out of view). On a
          phone no list's row fits the screen: the table scrolls sideways inside its box, and the page stays the
          phone's width (the page grew to the table's width, its header and pager past the screen's edge). */}
      <Box
        data-list-table
        data-print="table"
        borderWidth="1px"
        rounded="md"
        data-dimmed={props.dimmed || undefined}
        overflowX={narrow ? undefined : { base: 'auto', md: 'visible' }}
        css={narrow ? { ...DIMMED, [`@container (max-width: ${narrow})`]: { overflowX: 'auto' } } : DIMMED}
      >
        {/* Busy while newer rows are on their way (a sort, a page, a filter): assistive technology and scripts
            know the rows shown are the ones before. */}
        <Table.Root
          size="sm"
          striped
          aria-label={caption}
          aria-busy={props.dimmed || undefined}
          width="100%"
          minW={narrow}
          css={BODY_CELLS}
        >
          <Table.Header position="sticky" top="0" zIndex="1" bg="bg">
            <Table.Row>
              {shown.map((column) => (
                <Table.ColumnHeader
                  key={column.key}
                  scope="col"
                  hideBelow={narrowHide(column)}
                  textAlign={alignOf(column)}
                  // One size for every header: a sortable one is an extra-small button, a plain one the same text.
                  fontSize="xs"
                  fontWeight="semibold"
                  aria-sort={
                    column.sort && sort?.field === column.sort
                      ? sort.dir === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                >
                  {column.sort && sort ? (
                    // A header wraps between its words, as a plain one does, so a narrow window shrinks the
                    // column rather than pushing the table past its card (a button keeps one line otherwise).
                    <Button
                      variant="plain"
                      size="xs"
                      px="0"
                      h="auto"
                      minH="6"
                      whiteSpace="normal"
                      textAlign={alignOf(column) ?? 'start'}
                      fontWeight="semibold"
                      onClick={() => sort.onSort(column.sort as S)}
                    >
                      {column.label}
                      {sort.field === column.sort && (sort.dir === 'asc' ? <FiArrowUp /> : <FiArrowDown />)}
                    </Button>
                  ) : (
                    column.label
                  )}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {drawn.map((row, index) => {
              const key = keyOf(row, index);
              const saved = savedKey !== undefined && key === savedKey;
              const mark = saved ? 'saved' : highlight?.(row) ? highlightName : undefined;
              return <DataRow key={key} row={row} shown={shown} formats={formats} mark={mark} />;
            })}
          </Table.Body>
          {totals && (
            <Table.Footer>
              <Table.Row fontWeight="semibold" bg="bg.subtle">
                {shown.map((column, index) => (
                  <Table.Cell key={column.key} hideBelow={narrowHide(column)} textAlign={alignOf(column)}>
                    {index === 0 && totals[column.label] === undefined
                      ? 'Total'
                      : cellText(column, totals[column.label], formats)}
                  </Table.Cell>
                ))}
              </Table.Row>
            </Table.Footer>
          )}
        </Table.Root>
      </Box>
      {props.footer}
    </Box>
  );
}
