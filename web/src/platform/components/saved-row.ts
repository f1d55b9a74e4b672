// The row just created or edited on a list: its key remembered, and the list paged to where that row
// now sits under the list's filters and sort, so DataTable can mark it (data-highlight="saved") and scroll to it.
import { useCallback, useEffect, useRef, useState } from 'react';

type RowKey = string | number;

interface Paging {
  view: { page: number; size: number };
  setPaging: (change: { page: number; size: number }) => void;
}

/**
 * `everyRow` is the whole list as filtered and sorted now: the array itself for a list held in memory (searched
 * again whenever it changes, as the refetch after a save lands), or a fetch of every page for a server-paged list
 * (asked once per save, after the save is done).
 */
export function useSavedRow<R>(
  list: Paging,
  rowKey: (row: R) => RowKey,
  everyRow: readonly R[] | (() => Promise<readonly R[]>),
): { savedKey: RowKey | undefined; onSaved: (key: RowKey) => void } {
  const [saved, setSaved] = useState<{ key: RowKey; seeking: boolean }>();
  const latest = useRef({ list, rowKey, everyRow });
  useEffect(() => {
    latest.current = { list, rowKey, everyRow };
  });
  const inMemory = typeof everyRow === 'function' ? undefined : everyRow;
  useEffect(() => {
    if (!saved?.seeking) return;
    let stale = false;
    const fetchAll = latest.current.everyRow;
    void (async () => {
      const rows = inMemory ?? (typeof fetchAll === 'function' ? await fetchAll().catch(() => []) : fetchAll);
      const { list: current, rowKey: keyOf } = latest.current;
      const index = rows.findIndex((row) => keyOf(row) === saved.key);
      // Not there (yet, or filtered out): an in-memory list is searched again when its rows change.
      if (stale || index < 0) return;
      setSaved({ key: saved.key, seeking: false });
      const page = Math.floor(index / current.view.size) + 1;
      if (page !== current.view.page) current.setPaging({ page, size: current.view.size });
    })();
    return () => {
      stale = true;
    };
  }, [saved, inMemory]);
  // One function for the screen's life: a form drawer given it is not drawn again for it.
  const onSaved = useCallback((key: RowKey) => setSaved({ key, seeking: true }), []);
  return { savedKey: saved?.key, onSaved };
}

/** A form's save that tells the list which row it saved (the edited row's id, or the created one's). */
export async function reportSaved(onSaved: ((id: number) => void) | undefined, saving: Promise<number | undefined>) {
  const id = await saving;
  if (id !== undefined) onSaved?.(id);
}
