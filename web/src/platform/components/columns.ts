// Column choice of a list: which optional columns are hidden, remembered per list in this browser.
// Columns marked `always` (the key column, the actions) cannot be hidden; `low` priority columns start
// hidden (so the table fits a 1366 px screen) until the member shows them.
import { useCallback, useMemo, useState } from 'react';

export interface ColumnSpec<K extends string = string> {
  key: K;
  label: string;
  always?: boolean;
  /** Low-priority columns are hidden until chosen. */
  priority?: 'low';
}

const storageKey = (list: string) => `ff.columns.${list}`;

/** The hidden keys stored for a list, keeping only keys of hideable columns. */
export function readHidden(stored: string | null, columns: readonly ColumnSpec[]): Set<string> {
  if (stored === null) return new Set(columns.filter((c) => c.priority === 'low' && !c.always).map((c) => c.key));
  let keys: unknown;
  try {
    keys = JSON.parse(stored);
  } catch {
    keys = [];
  }
  const hideable = new Set(columns.filter((column) => !column.always).map((column) => column.key));
  return new Set(
    Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string' && hideable.has(key)) : [],
  );
}

/** The visible columns, in their order. */
export const visibleColumns = <C extends ColumnSpec>(columns: readonly C[], hidden: ReadonlySet<string>) =>
  columns.filter((column) => column.always || !hidden.has(column.key));

export function useColumnChoice<C extends ColumnSpec>(list: string, columns: readonly C[]) {
  const [hidden, setHidden] = useState(() =>
    readHidden(globalThis.localStorage?.getItem(storageKey(list)) ?? null, columns),
  );
  const toggle = useCallback(
    (key: string, show: boolean) => {
      setHidden((current) => {
        const next = new Set(current);
        if (show) next.delete(key);
        else next.add(key);
        globalThis.localStorage?.setItem(storageKey(list), JSON.stringify([...next]));
        return next;
      });
    },
    [list],
  );
  // The same array while the columns and the choice stand: a table's rows are drawn again only when it changes.
  const shown = useMemo(() => visibleColumns(columns, hidden), [columns, hidden]);
  return { columns, hidden, shown, isShown: (key: C['key']) => shown.some((column) => column.key === key), toggle };
}
