// The two columns every master list ends with: the active/inactive badge and the row's actions.
import { Badge } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { DataColumn } from './DataTable';

const statusText = (row: { active: boolean }) => (row.active ? 'Active' : 'Inactive');

/** "Active" or "Inactive" as a badge (plain text in exports). */
export function statusColumn<R extends { active: boolean }, S extends string = string>(): DataColumn<R, S> {
  return {
    key: 'status',
    label: 'Status',
    value: statusText,
    render: (row) => <Badge colorPalette={row.active ? 'green' : 'gray'}>{statusText(row)}</Badge>,
  };
}

/** The row's actions: always shown, never exported, the header over the buttons at the column's right edge. */
export function actionsColumn<R, S extends string = string>(render: (row: R) => ReactNode): DataColumn<R, S> {
  return { key: 'actions', label: 'Actions', always: true, noCsv: true, alignEnd: true, value: () => '', render };
}
