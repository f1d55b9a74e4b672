// "Copy from last month"'s confirmation: how many targets the copy writes into the month, that the month's own are
// kept (and how many of last month's are left out for that), those of members or brands no longer taking targets
// skipped; the copy's progress while it goes on in parts.

import { ConfirmDialog } from '../../platform/components/ConfirmDialog';
import { monthName, targetsText } from './target-month';

interface Month {
  year: number;
  month: number;
}

export function CopyTargetsDialog({
  ask,
  from,
  to,
  busy,
  progress,
  onConfirm,
  onCancel,
}: {
  /** What the copy would write, asked before it writes; null: the dialog is closed. */
  ask: { copied: number; kept: number; skipped: number } | null;
  from: Month;
  to: Month;
  busy: boolean;
  /** The targets written so far of a copy under way; null: none under way. */
  progress: number | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={ask !== null}
      tone="primary"
      title={`Copy ${targetsText(ask?.copied ?? 0)} from ${monthName(from.year, from.month)}?`}
      confirmLabel="Copy targets"
      busy={busy}
      status={progress === null ? '' : `Copied ${progress} of ${targetsText(ask?.copied ?? 0)}…`}
      body={
        `${targetsText(ask?.copied ?? 0)} of ${monthName(from.year, from.month)} (every member and brand, ` +
        `quantity and value) will be written into ${monthName(to.year, to.month)}. ` +
        `Targets ${monthName(to.year, to.month)} ` +
        'already has are kept, never overwritten' +
        (ask?.kept ? ` (${ask.kept} of last month's are left out for that)` : '') +
        '.' +
        (ask?.skipped ? ` ${targetsText(ask.skipped)} of members or brands no longer taking targets are skipped.` : '')
      }
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
