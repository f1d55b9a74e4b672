// 'Copy week': choose the target week, see what would be copied and what skipped (and why), then
// confirm. Copying again later adds nothing that is already there.

import { useMutation } from '@apollo/client/react';
import { Badge, Button, CloseButton, Dialog, Field, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { CopyPlanMutation as CopyResult } from '../../gql/graphql';
import { dropQueryFields } from '../../platform/app/cache';
import { toaster } from '../../platform/app/toaster';
import { describeFailure } from '../../platform/components/graphql-errors';
import { useNumberFormats } from '../../platform/components/reports/format';
import { weekLabel } from './iso-week';
import { CopyPlanMutation } from './journeys.documents';

const PLAN_VIEWS = ['journeyPlan', 'monthVisitStatus'];

interface CopyWeekDialogProps {
  open: boolean;
  memberId: number;
  year: number;
  fromWeek: number;
  weeks: readonly { week: number; fromDate: string }[];
  onDone: (toWeek: number) => void;
  onClose: () => void;
}

export function CopyWeekDialog({ open, memberId, year, fromWeek, weeks, onDone, onClose }: CopyWeekDialogProps) {
  const formats = useNumberFormats();
  const [toWeek, setToWeek] = useState(0);
  const [preview, setPreview] = useState<CopyResult['copyJourneyPlan'] | null>(null);
  const [copy, copying] = useMutation(CopyPlanMutation);
  useEffect(() => {
    if (!open) return;
    setToWeek(Math.min(fromWeek + 1, weeks.length));
    setPreview(null);
  }, [open, fromWeek, weeks.length]);
  useEffect(() => {
    if (!open || !toWeek || toWeek === fromWeek) return;
    let current = true;
    copy({ variables: { teamMemberId: memberId, year, fromWeek, toWeek, preview: true } })
      .then((result) => {
        if (current) setPreview(result.data?.copyJourneyPlan ?? null);
      })
      .catch((error: unknown) => {
        if (current)
          toaster.create({ type: 'error', title: describeFailure(error, 'Failed to preview the copy').message });
      });
    return () => {
      current = false;
    };
  }, [open, toWeek, fromWeek, memberId, year, copy]);

  const confirm = async () => {
    try {
      // Every week and month view is dropped: the target week shows the copied stores when opened.
      const result = (
        await copy({
          variables: { teamMemberId: memberId, year, fromWeek, toWeek, preview: false },
          update: (cache) => dropQueryFields(cache, PLAN_VIEWS),
        })
      ).data?.copyJourneyPlan;
      toaster.create({
        type: 'success',
        title: `Week ${fromWeek} copied to week ${toWeek}`,
        description: `${result?.copied.length ?? 0} store-days copied, ${result?.skipped.length ?? 0} skipped.`,
      });
      onDone(toWeek);
    } catch (error) {
      toaster.create({ type: 'error', title: describeFailure(error, 'Failed to copy the week').message });
    }
  };
  const line = (entry: { date: string; store?: { code: string; name: string } | null }) => {
    const weekday = formats.day(entry.date, { weekday: 'short' });
    const store = entry.store ? `${entry.store.code} ${entry.store.name}` : '?';
    return `${weekday} ${formats.shortDate(entry.date)} · ${store}`;
  };

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
            <Dialog.Header>
              <Dialog.Title>Copy week {fromWeek}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Field.Root>
                  <Field.Label>To week</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      aria-label="To week"
                      value={String(toWeek)}
                      onChange={(event) => {
                        const next = Number(event.target.value);
                        if (next !== toWeek) {
                          setPreview(null);
                          setToWeek(next);
                        }
                      }}
                    >
                      {weeks
                        .filter((w) => w.week !== fromWeek)
                        .map((w) => (
                          <option key={w.week} value={w.week}>
                            {weekLabel(w.week, w.fromDate, formats.locale)}
                          </option>
                        ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                {!preview && (
                  <Text fontSize="sm" color="fg.muted">
                    Checking what would be copied…
                  </Text>
                )}
                {preview && (
                  <Stack gap="2" aria-label="Copy preview">
                    <Text fontSize="sm" fontWeight="semibold">
                      {preview.copied.length} store-days will be copied
                    </Text>
                    {preview.copied.map((entry) => (
                      <Text key={`${entry.date}${entry.store?.id}`} fontSize="sm">
                        {line(entry)}
                      </Text>
                    ))}
                    {preview.skipped.length > 0 && (
                      <Text fontSize="sm" fontWeight="semibold" mt="2">
                        {preview.skipped.length} skipped
                      </Text>
                    )}
                    {preview.skipped.map((entry) => (
                      <Text key={`${entry.date}${entry.store?.id}`} fontSize="sm">
                        {line(entry)} <Badge colorPalette="orange">{entry.reason}</Badge>
                      </Text>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button
                colorPalette="teal"
                disabled={!preview || preview.copied.length === 0 || copying.loading}
                loading={copying.loading && preview !== null}
                onClick={() => void confirm()}
              >
                Copy {preview?.copied.length ?? ''} store-days
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
