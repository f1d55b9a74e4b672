// One member's row of the target grid: the member, stuck to the left edge, then an input a brand, marked when
// changed or refused (its reason on hover and in the problem list); re-rendered only when its own cells change.
// The brand cells are plain <td> and <input> elements (hundreds of them in view): the grid's table styles them once
// (GRID_STYLES, from the table recipe's cell), so a cell costs no styled component of its own.

import { type SystemStyleObject, Table, Text } from '@chakra-ui/react';
import { type ClipboardEvent, type KeyboardEvent, memo } from 'react';
import { memberTag } from '../../platform/components/member-tag';
import { problemId } from './TargetProblemList';

export interface RowHandlers {
  edit: (key: string, value: string) => void;
  keyDown: (event: KeyboardEvent<HTMLInputElement>, row: number, col: number) => void;
  paste: (event: ClipboardEvent<HTMLInputElement>, row: number, col: number) => void;
}

interface TargetRowProps {
  /** The row's place in the grid's rows (those shown): its inputs' data-row, and its aria-rowindex. */
  row: number;
  member: { id: number; name: string; login: string | null; region?: { name: string } | null };
  columns: readonly { id: number; name: string }[];
  keys: string[];
  cells: { value: string; problem?: string; changed: boolean }[];
  /** The cells as text: a row re-renders only when its own cells change. */
  signature: string;
  handlers: RowHandlers;
}

/**
 * The member column: stuck to the left edge while the brands scroll under it, and narrow (name above its tag and
 * region, each cut with an ellipsis) so a phone-sized or tablet screen keeps room for the brands.
 */
export const MEMBER_CELL = {
  position: 'sticky',
  left: '0',
  width: { base: '9rem', lg: '13rem' },
  minWidth: { base: '9rem', lg: '13rem' },
  maxWidth: { base: '9rem', lg: '13rem' },
  borderRightWidth: '1px',
  borderRightColor: 'border',
} as const;

/**
 * A member's row's height: the windowed grid lays its rows out at this height without measuring them (a measured
 * row's height, rounded differently as it moves by a fraction of a pixel, would move the rows below it again).
 */
export const ROW_HEIGHT = 45;

/**
 * The brand cells' and inputs' styles, set once on the grid's table: the table recipe's cell (its `cell` slot at the
 * grid's size) narrowed to a compact padding, a changed cell tinted yellow and a refused one red (`data-changed`,
 * `data-problem`), and a plain right-aligned input; every member's row ROW_HEIGHT tall.
 */
export function gridStyles(cell: SystemStyleObject): SystemStyleObject {
  return {
    '& tbody tr[aria-rowindex]': { height: `${ROW_HEIGHT}px` },
    '& td[data-cell]': { ...cell, p: '1' },
    '& td[data-changed]': { bg: 'yellow.50' },
    '& td[data-problem]': { bg: 'red.50' },
    '& td[data-cell] > input': {
      width: '100%',
      minWidth: '5.5rem',
      textAlign: 'right',
      padding: '2px 6px',
      border: '1px solid #CBD5E0',
      borderRadius: '4px',
      background: 'transparent',
      font: 'inherit',
      fontSize: '0.8rem',
    },
  };
}

export const TargetRow = memo(
  function TargetRow({ row, member, columns, keys, cells, handlers }: TargetRowProps) {
    return (
      <Table.Row aria-rowindex={row + 2}>
        <Table.Cell {...MEMBER_CELL} bg="bg.panel" zIndex="1" py="1">
          <Text truncate fontSize="sm" lineHeight="short" title={member.name}>
            {member.name}
          </Text>
          <Text
            truncate
            color="fg.muted"
            fontSize="xs"
            lineHeight="short"
            title={`${memberTag(member)} · ${member.region?.name ?? ''}`}
          >
            {memberTag(member)} · {member.region?.name}
          </Text>
        </Table.Cell>
        {columns.map((brand, col) => {
          const cell = cells[col]!;
          return (
            <td
              key={brand.id}
              data-cell=""
              data-changed={cell.changed && !cell.problem ? '' : undefined}
              data-problem={cell.problem ? '' : undefined}
              title={cell.problem}
            >
              <input
                inputMode="decimal"
                value={cell.value}
                data-row={row}
                data-col={col}
                aria-label={`${member.name}, ${brand.name}`}
                aria-invalid={cell.problem ? true : undefined}
                aria-describedby={cell.problem ? problemId(keys[col]!) : undefined}
                onChange={(event) => handlers.edit(keys[col]!, event.target.value)}
                onKeyDown={(event) => handlers.keyDown(event, row, col)}
                onPaste={(event) => handlers.paste(event, row, col)}
              />
            </td>
          );
        })}
      </Table.Row>
    );
  },
  (before, after) =>
    before.signature === after.signature &&
    before.columns === after.columns &&
    before.member === after.member &&
    before.row === after.row,
);
