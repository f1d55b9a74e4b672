// A confirmation before a consequential action, naming what it acts on; Cancel has the focus. Red for a
// destructive action (the default), the primary colour for one that only changes data (tone="primary").
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  /** The label of the way back; "Cancel" unless said. */
  cancelLabel?: string;
  busy?: boolean;
  /** How far the confirmed action has got while it runs ("Copied 120 of 300 targets…"), announced as it changes;
   *  '' before it starts, undefined for an action that tells none. */
  status?: string;
  /** "danger" (red) unless the action destroys nothing. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy,
  status,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  // An action telling its progress (a copy in parts) runs to its end: the dialog stays until it is done.
  const held = Boolean(busy) && status !== undefined;
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(event) => {
        if (!event.open && !held) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{body}</Text>
              {/* Present (empty) from the dialog's opening when the action tells its progress, so it is announced. */}
              {status !== undefined && (
                <Text role="status" aria-live="polite" mt={status ? '3' : undefined} fontWeight="medium">
                  {status}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={held} onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button colorPalette={tone === 'danger' ? 'red' : 'teal'} loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
