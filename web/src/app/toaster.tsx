// One toaster for the whole app, mounted at the root so a toast survives navigation. Toasts stay long
// enough to read (6 s, paused while hovered or the page is idle; an Undo toast longer) and sit below the header
// so they never hide its controls; a toast may carry one action, such as Undo.
import { createToaster, Toast, Toaster, Portal, Stack } from '@chakra-ui/react';

/** How long a toast stays, in ms; one that offers Undo stays longer, since acting on it takes a moment. */
export const TOAST_MS = { default: 6000, undo: 10000 } as const;

export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  duration: TOAST_MS.default,
  // The header is 3.5rem high: start the stack 1rem below it.
  offsets: { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' },
});

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
