// A list's header row: sortable columns are buttons showing the direction, with aria-sort set.
import { Button, Table } from '@chakra-ui/react';
import { FiArrowDown, FiArrowUp } from 'react-icons/fi';

export interface HeaderColumn<S extends string> {
  key: string;
  label: string;
  sort?: S;
}

interface SortableHeaderProps<S extends string> {
  columns: readonly HeaderColumn<S>[];
  sort: S;
  dir: 'asc' | 'desc';
  onSort: (field: S) => void;
}

export function SortableHeader<S extends string>({ columns, sort, dir, onSort }: SortableHeaderProps<S>) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((column) => (
          <Table.ColumnHeader
            key={column.key}
            aria-sort={column.sort && sort === column.sort ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
          >
            {column.sort ? (
              <Button variant="plain" size="xs" px="0" fontWeight="semibold" onClick={() => onSort(column.sort!)}>
                {column.label}
                {sort === column.sort && (dir === 'asc' ? <FiArrowUp /> : <FiArrowDown />)}
              </Button>
            ) : (
              column.label
            )}
          </Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}
