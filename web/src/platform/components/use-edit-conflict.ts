// The state a versioned form keeps: the version it edits, and the conflict a save ran into, with
// reload (theirs into the form) and overwrite (save yours with their version).
import { useCallback, useState } from 'react';
import { changedFields, type Described, type EditConflict, type VersionConflict } from './edit-conflict';

export interface EditConflictState<V> {
  version: string;
  setVersion: (version: string) => void;
  conflict: (EditConflict & { theirs: V; version: string }) | null;
  /** saveForm's onConflict: compares the form's values with the current record's. */
  onConflict: (conflict: VersionConflict) => void;
  /** Puts theirs in the form and edits their version from now on. */
  reload: (setValues: (values: V) => void) => void;
  /** Their version, to save the form's values again over theirs. */
  overwrite: () => string;
  dismiss: () => void;
}

export function useEditConflict<V>(
  values: V,
  fromCurrent: (current: VersionConflict['current']) => V,
  describe: (values: V, current: VersionConflict['current']) => Described,
): EditConflictState<V> {
  const [version, setVersion] = useState('');
  const [conflict, setConflict] = useState<EditConflictState<V>['conflict']>(null);
  const onConflict = useCallback(
    (found: VersionConflict) => {
      const theirs = fromCurrent(found.current);
      const fields = changedFields(describe(values, found.current), describe(theirs, found.current));
      setConflict({ changedBy: found.changedBy, fields, theirs, version: found.current.version });
    },
    [values, fromCurrent, describe],
  );
  return {
    version,
    setVersion,
    conflict,
    onConflict,
    reload: (setValues) => {
      if (!conflict) return;
      setValues(conflict.theirs);
      setVersion(conflict.version);
      setConflict(null);
    },
    overwrite: () => {
      const theirs = conflict?.version ?? version;
      setVersion(theirs);
      setConflict(null);
      return theirs;
    },
    dismiss: () => setConflict(null),
  };
}
