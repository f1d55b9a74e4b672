// One member's row of the target grid: the member, stuck to the left edge, then an input a brand, marked when
// changed or refused (its reason on hover and in the problem list); re-rendered only when its own cells change.

import { Table, Text } from '@chakra-ui/react';
import { type ClipboardEvent, type KeyboardEvent, memo } from 'react';
import { memberTag } from '../../platform/components/member-tag';
import { problemId } from './TargetProblemList';

export interface RowHandlers {
  edit: (key: string, value: string) => void;
  keyDown: (event: KeyboardEvent<HTMLInputElement>, row: number, col: number) => void;
  paste: (event: ClipboardEvent<HTMLInputElement>, row: number, col: number) => void;
}

interface TargetRowProps {
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

/** Plain inputs (hundreds of cells): one shared style object, no per-cell styling work. */
const CELL_STYLE = {
  width: '100%',
  minWidth: '5.5rem',
  textAlign: 'right',
  padding: '2px 6px',
  border: '1px solid #CBD5E0',
  borderRadius: 4,
  background: 'transparent',
  font: 'inherit',
  fontSize: '0.8rem',
} as const;

export const TargetRow = memo(
  function TargetRow({ row, member, columns, keys, cells, handlers }: TargetRowProps) {
    return (
      <Table.Row>
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
            <Table.Cell
              key={brand.id}
              p="1"
              bg={cell.problem ? 'red.50' : cell.changed ? 'yellow.50' : undefined}
              title={cell.problem}
            >
              <input
                style={CELL_STYLE}
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
            </Table.Cell>
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
