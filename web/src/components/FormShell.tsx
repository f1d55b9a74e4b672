// The frames every create/edit form shares: a drawer (long forms) or a dialog (short ones) holding
// one <form>, with Cancel and a Save button disabled while saving; and the Active checkbox.
import { Button, Checkbox, CloseButton, Dialog, Drawer, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

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
  return (
    <Drawer.Root
      open={open}
      size="md"
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <form onSubmit={submitter(onSubmit)} noValidate style={{ display: 'contents' }}>
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
  );
}

export function FormDialog({ open, title, saveLabel, saving, onClose, onSubmit, children }: FormShellProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submitter(onSubmit)} noValidate>
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
