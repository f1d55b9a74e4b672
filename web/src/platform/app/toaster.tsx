// One toaster for the whole app, mounted at the root so a toast survives navigation. Toasts stay long
// enough to read (6 s, paused while hovered or the page is idle; an Undo toast longer) and sit at the bottom
// end, clear of the header and of a page's own actions at its top; a toast may carry one action, such as Undo.
// Successes that follow each other within a moment (a bulk change saved row by row) confirm once: one toast
// that counts them and names the last few, each on a line of its own, never a stack of one per row.
import { Box, createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';

/** How long a toast stays, in ms; one that offers Undo stays longer, since acting on it takes a moment. */
export const TOAST_MS = { default: 6000, undo: 10000 } as const;

const store = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  duration: TOAST_MS.default,
  max: 3,
  // Clear of the header (3.5rem) at the top and of the window's edges.
  offsets: { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' },
});

/** How close successes must follow each other to be confirmed as one (ms). */
export const SUMMARY_WINDOW_MS = 2500;
const SHOWN_TITLES = 3;
let summary: { id: string; titles: string[]; at: number } | null = null;
let summaries = 0;

type ToastOptions = Parameters<typeof store.create>[0];

/** A plain success (no action, no id of its own) joins the one summary toast of the changes just saved. */
function create(options: ToastOptions): string {
  const plainSuccess =
    options.type === 'success' && !options.action && !options.id && typeof options.title === 'string';
  if (!plainSuccess) return store.create(options);
  const now = Date.now();
  const title = options.title as string;
  if (summary && now - summary.at < SUMMARY_WINDOW_MS && store.isVisible(summary.id)) {
    summary = { id: summary.id, titles: [...summary.titles, title], at: now };
    const count = summary.titles.length;
    const last = summary.titles.slice(-SHOWN_TITLES);
    store.update(summary.id, {
      type: 'success',
      title: `${count} changes saved`,
      // One line a change, as each was announced: the summary still says, word for word, what was saved.
      description: [...(count > SHOWN_TITLES ? [`… ${count - SHOWN_TITLES} more`] : []), ...last].join('\n'),
      duration: TOAST_MS.default,
    });
    return summary.id;
  }
  summaries += 1;
  summary = { id: `changes-saved-${summaries}`, titles: [title], at: now };
  return store.create({ ...options, id: summary.id });
}

export const toaster: typeof store = { ...store, create };

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={store} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && (
                <Toast.Description>
                  {typeof toast.description === 'string'
                    ? [...new Set(toast.description.split('\n'))].map((line) => (
                        <Box as="span" display="block" key={line}>
                          {line}
                        </Box>
                      ))
                    : toast.description}
                </Toast.Description>
              )}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
