// The "Columns" menu of a list: a checkbox per optional column; the choice is kept in this browser.
import { Button, Menu, Portal } from '@chakra-ui/react';
import { FiColumns } from 'react-icons/fi';
import type { ColumnSpec } from './columns';

interface ColumnChooserProps {
  columns: readonly ColumnSpec[];
  hidden: ReadonlySet<string>;
  onToggle: (key: string, show: boolean) => void;
}

export function ColumnChooser({ columns, hidden, onToggle }: ColumnChooserProps) {
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          <FiColumns /> Columns
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Show columns</Menu.ItemGroupLabel>
              {columns
                .filter((column) => !column.always)
                .map((column) => (
                  <Menu.CheckboxItem
                    key={column.key}
                    value={column.key}
                    checked={!hidden.has(column.key)}
                    onCheckedChange={(checked) => onToggle(column.key, checked)}
                  >
                    <Menu.ItemIndicator />
                    {column.label}
                  </Menu.CheckboxItem>
                ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
