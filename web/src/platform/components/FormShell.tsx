// The frames every create/edit form shares: a drawer (long forms) or a dialog (short ones) holding
// one <form>, with Cancel and a Save button disabled while saving; and the Active checkbox. Once the
// person has typed or picked anything, Escape, a click outside and the close button ask before the
// edits are thrown away (Cancel is the explicit way out and does not ask).
import { Button, Checkbox, CloseButton, Dialog, Drawer, Portal } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

interface FormShellProps {
  open: boolean;
  title: string;
  saveLabel: string;
  saving: boolean;
  onClose: () => void;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}

const submitter = (onSubmit: () => Promise<void>) => (event: FormEvent) => {
  event.preventDefault();
  void onSubmit();
};

/**
 * Tracks whether the open form was edited (any input or change event inside it, so every form gets
 * this without telling it its values) and turns a dismissal into a question while it was.
 */
function useDiscardGuard(open: boolean, title: string, onClose: () => void) {
  const [edited, setEdited] = useState(false);
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (open) setEdited(false);
  }, [open]);
  const markEdited = () => setEdited(true);
  return {
    formEvents: { onInput: markEdited, onChange: markEdited },
    dismiss: () => (edited ? setAsking(true) : onClose()),
    prompt: (
      <ConfirmDialog
        open={open && asking}
        title="Discard your changes?"
        body={`What you changed in "${title}" has not been saved and will be lost.`}
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
        onCancel={() => setAsking(false)}
      />
    ),
  };
}

function Actions({ saveLabel, saving, onClose }: Pick<FormShellProps, 'saveLabel' | 'saving' | 'onClose'>) {
  return (
    <>
      <Button variant="outline" onClick={onClose}>
        Cancel
      </Button>
      <Button type="submit" colorPalette="teal" loading={saving} disabled={saving}>
        {saveLabel}
      </Button>
    </>
  );
}

export function FormDrawer({ open, title, saveLabel, saving, onClose, onSubmit, children }: FormShellProps) {
  const guard = useDiscardGuard(open, title, onClose);
  return (
    <>
      <Drawer.Root
        open={open}
        size="md"
        onOpenChange={(event) => {
          if (!event.open) guard.dismiss();
        }}
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <form onSubmit={submitter(onSubmit)} noValidate style={{ display: 'contents' }} {...guard.formEvents}>
                <Drawer.Header>
                  <Drawer.Title>{title}</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body>{children}</Drawer.Body>
                <Drawer.Footer>
                  <Actions saveLabel={saveLabel} saving={saving} onClose={onClose} />
                </Drawer.Footer>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" />
                </Drawer.CloseTrigger>
              </form>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      {guard.prompt}
    </>
  );
}

export function FormDialog({ open, title, saveLabel, saving, onClose, onSubmit, children }: FormShellProps) {
  const guard = useDiscardGuard(open, title, onClose);
  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(event) => {
          if (!event.open) guard.dismiss();
        }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <form onSubmit={submitter(onSubmit)} noValidate {...guard.formEvents}>
                <Dialog.Header>
                  <Dialog.Title>{title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>{children}</Dialog.Body>
                <Dialog.Footer>
                  <Actions saveLabel={saveLabel} saving={saving} onClose={onClose} />
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" />
                </Dialog.CloseTrigger>
              </form>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {guard.prompt}
    </>
  );
}

export function ActiveCheckbox({ checked, onChange }: { checked: boolean; onChange: (active: boolean) => void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(event) => onChange(event.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>Active</Checkbox.Label>
    </Checkbox.Root>
  );
}
