// The save wiring of a master record's create/edit form: the form opened on the record (or empty), its field
// errors, the create and update mutations with the list refetched, the version the edit carries and the conflict
// dialog when someone else saved the record meanwhile (reload or overwrite), a toast for the outcome, the server's
// problems bound to their fields (a duplicate at the record's unique field), the saved row told to the list, and
// closing. The form's fields and what it shows stay in its own file.
import type { DocumentNode, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { type Dispatch, type ReactNode, type SetStateAction, useState } from 'react';
import { ConflictDialog } from './ConflictDialog';
import type { Described, VersionConflict } from './edit-conflict';
import { saveForm } from './save-form';
import { reportSaved } from './saved-row';
import { useEditConflict } from './use-edit-conflict';

type Problems = readonly { field: string; message: string }[];

export interface RecordFormOptions<R extends { id: number; version?: string | null }, V, E extends object, I, C, U> {
  /** The record to edit; null to create one; undefined while the form is closed. */
  record: R | null | undefined;
  /** The form's values, held by the form (its pickers read them). */
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  /** The new record's values; like fromRecord, one constant. */
  empty: V;
  fromRecord: (record: R) => V;
  /** The record as a conflict answers it (extensions.current), as form values. */
  fromCurrent: (current: VersionConflict['current']) => V;
  /** The form's values as a person reads them, to name what changed in a conflict. */
  describe: (values: V, current: VersionConflict['current']) => Described;
  check: (values: V) => E;
  toInput: (values: V) => I;
  create: TypedDocumentNode<C, { input: I }>;
  update: TypedDocumentNode<U, { id: number; version: string; input: I }>;
  createdId: (data: C) => number | undefined;
  /** The list the record is on, fetched again after a save. */
  list: DocumentNode;
  /** What the record is called to a person ('store', 'user'…): the conflict dialog and the failure say it. */
  noun: string;
  /** The record in the success toast: "Store ST00012" (saved / added follows). */
  title: (input: I) => string;
  /** The field a CONFLICT (a duplicate of the record's unique value) is told at. */
  uniqueField: keyof E;
  serverErrors: (problems: Problems) => E;
  onClose: () => void;
  /** The row just added or edited, for the list to show and mark. */
  onSaved?: (id: number) => void;
}

export interface RecordForm<E> {
  open: boolean;
  errors: E;
  saving: boolean;
  /** Sends the form (a FormShell's onSubmit). */
  submit: () => Promise<void>;
  /** The conflict dialog, to render beside the form. */
  conflictDialog: ReactNode;
}

export function useRecordForm<R extends { id: number; version?: string | null }, V, E extends object, I, C, U>(
  options: RecordFormOptions<R, V, E, I, C, U>,
): RecordForm<E> {
  const { record, setValues, empty, fromRecord } = options;
  const open = record !== undefined;
  const [errors, setErrors] = useState<E>({} as E);
  const editing = useEditConflict(options.values, options.fromCurrent, options.describe);
  const { setVersion } = editing;
  // The form takes its record (or the empty form) in the render that opens it, as React does state derived from a
  // prop: set in an effect, every field of an opened drawer was drawn twice in the click's task, empty then filled.
  const [openedOn, setOpenedOn] = useState<R | null | undefined>(undefined);
  if (record !== openedOn) {
    setOpenedOn(record);
    if (open) {
      setValues(record ? fromRecord(record) : empty);
      setVersion(record?.version ?? '');
      setErrors({} as E);
    }
  }
  const refetchQueries = [options.list];
  const [create, creating] = useMutation(options.create, { refetchQueries });
  const [update, updating] = useMutation(options.update, { refetchQueries });
  const saving = creating.loading || updating.loading;

  const submit = (version = editing.version) => {
    const input = options.toInput(options.values);
    const title = options.title(input);
    return saveForm<E>({
      problems: options.check(options.values),
      setErrors,
      onConflict: editing.onConflict,
      save: () =>
        reportSaved(
          options.onSaved,
          record
            ? update({ variables: { id: record.id, version, input } }).then(() => record.id)
            : create({ variables: { input } }).then(({ data }) => (data ? options.createdId(data) : undefined)),
        ),
      success: record ? `${title} saved` : `${title} added`,
      failure: `Failed to save the ${options.noun}`,
      bind: (failure) =>
        failure.code === 'CONFLICT'
          ? ({ [options.uniqueField]: failure.message } as E)
          : options.serverErrors(failure.fields),
      onDone: options.onClose,
    });
  };

  return {
    open,
    errors,
    saving,
    submit: () => submit(),
    conflictDialog: (
      <ConflictDialog
        conflict={editing.conflict}
        noun={options.noun}
        overwriting={saving}
        onCancel={editing.dismiss}
        onReload={() => editing.reload(setValues)}
        onOverwrite={() => void submit(editing.overwrite())}
      />
    ),
  };
}
