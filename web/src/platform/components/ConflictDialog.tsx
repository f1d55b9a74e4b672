// The answer to a save refused because someone else changed the record since the form opened it:
// who changed it (when the gateway knows), each changed field as yours against theirs, and the two
// ways out: reload (take theirs into the form) or overwrite (save yours again over theirs).
import { Button, Dialog, Portal, Table, Text } from '@chakra-ui/react';
import type { EditConflict } from './edit-conflict';

interface ConflictDialogProps {
  conflict: EditConflict | null;
  /** What the record is called to a person: 'store', 'product'… */
  noun: string;
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
  overwriting: boolean;
}

export function ConflictDialog({ conflict, noun, onReload, onOverwrite, onCancel, overwriting }: ConflictDialogProps) {
  return (
    <Dialog.Root
      open={conflict !== null}
      role="alertdialog"
      onOpenChange={(event) => {
        if (!event.open) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>This {noun} was changed while you edited it</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">
                {conflict?.changedBy ? `${conflict.changedBy} saved a change` : 'Someone else saved a change'}
                {' since you opened the form.'}
              </Text>
              {conflict && conflict.fields.length > 0 ? (
                <Table.Root size="sm" aria-label="What changed">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Field</Table.ColumnHeader>
                      <Table.ColumnHeader>Yours</Table.ColumnHeader>
                      <Table.ColumnHeader>Theirs</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {conflict.fields.map((field) => (
                      <Table.Row key={field.label}>
                        <Table.Cell>{field.label}</Table.Cell>
                        <Table.Cell>{field.yours}</Table.Cell>
                        <Table.Cell>{field.theirs}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              ) : (
                <Text>Their change is to nothing you see in this form.</Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                Keep editing
              </Button>
              <Button variant="outline" onClick={onReload}>
                Reload theirs
              </Button>
              <Button colorPalette="red" loading={overwriting} disabled={overwriting} onClick={onOverwrite}>
                Overwrite with mine
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
