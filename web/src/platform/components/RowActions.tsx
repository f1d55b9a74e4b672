// A list row's actions: edit, activate or deactivate, and remove behind a confirmation naming the
// record; each outcome is told in a toast.
import { HStack, IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { FiEdit2, FiToggleLeft, FiToggleRight, FiTrash2 } from 'react-icons/fi';
import { toaster } from '../app/toaster';
import { ConfirmDialog } from './ConfirmDialog';
import { describeFailure } from './graphql-errors';

interface RowActionsProps {
  /** How the record is named in labels and messages, e.g. "Store ST00012". */
  label: string;
  /** The row in the buttons' accessible names, its name beside any code, e.g. "Gulshan Mart (ST00012)". */
  keyName: string;
  active: boolean;
  removeBody: string;
  onEdit: () => void;
  setActive: (active: boolean) => Promise<unknown>;
  remove: () => Promise<unknown>;
}

export function RowActions({ label, keyName, active, removeBody, onEdit, setActive, remove }: RowActionsProps) {
  const [confirming, setConfirming] = useState(false);
  /** The dialog's machinery is made the first time Remove is pressed, not once per row of every list drawn. */
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState<'toggle' | 'remove' | null>(null);

  const run = async (kind: 'toggle' | 'remove', work: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(kind);
    try {
      await work();
      toaster.create({ type: 'success', title: done });
    } catch (error) {
      toaster.create({ type: 'error', title: describeFailure(error, failed).message });
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  };

  return (
    <HStack gap="0.5" justify="flex-end">
      <IconButton size="xs" variant="ghost" aria-label={`Edit ${keyName}`} title="Edit" onClick={onEdit}>
        <FiEdit2 />
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={`${active ? 'Deactivate' : 'Activate'} ${keyName}`}
        title={active ? 'Deactivate' : 'Activate'}
        loading={busy === 'toggle'}
        onClick={() =>
          void run(
            'toggle',
            () => setActive(!active),
            `${label} ${active ? 'deactivated' : 'activated'}`,
            `Failed to update ${label}`,
          )
        }
      >
        {active ? <FiToggleRight /> : <FiToggleLeft />}
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={`Remove ${keyName}`}
        title="Remove"
        onClick={() => {
          setAsked(true);
          setConfirming(true);
        }}
      >
        <FiTrash2 />
      </IconButton>
      {asked && (
        <ConfirmDialog
          open={confirming}
          title={`Remove ${label.split(' ')[0]?.toLowerCase()}?`}
          confirmLabel="Remove"
          busy={busy === 'remove'}
          body={removeBody}
          onConfirm={() => void run('remove', remove, `${label} removed`, `Failed to remove ${label}`)}
          onCancel={() => setConfirming(false)}
        />
      )}
    </HStack>
  );
}
