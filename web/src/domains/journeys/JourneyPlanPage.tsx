// Journey Plan (/JourneyPlan): one member's week, Monday to Sunday, stores as cards (planned,
// visited, missed, unplanned); add a store to a day from the member's mapped stores, remove one,
// and copy the week to another after a preview of what will be copied and skipped.

import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  Flex,
  Grid,
  HStack,
  IconButton,
  NativeSelect,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useState } from 'react';
import { FiChevronLeft, FiChevronRight, FiCopy, FiPlus, FiX } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import { dropQueryFields } from '../../platform/app/cache';
import { TOAST_MS, toaster } from '../../platform/app/toaster';
import { useBusinessToday } from '../../platform/components/business-day';
import { describeFailure } from '../../platform/components/graphql-errors';
import { useNumberFormats } from '../../platform/components/reports/format';
import { EmptyState, ErrorState, LoadingRows } from '../../platform/components/States';
import { AddStoreDialog } from './AddStoreDialog';
import { CopyWeekDialog } from './CopyWeekDialog';
import { isoWeekOf, weekLabel } from './iso-week';
import { ChangePlanMutation, JourneyPlanQuery, WeeksQuery } from './journeys.documents';
import { MemberPicker, useChosenMember, useDefaultMember } from './MemberPicker';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const PAST_DAY = 'A day before today cannot be changed: stores are planned and taken off the plan from today on.';
/** The id of a past day's reason, which its disabled buttons name as their description. */
const pastId = (date: string) => `journey-past-${date}`;

/**
 * A past day's button: marked disabled (aria-disabled, styled as disabled) rather than taken out of the tab order, so
 * a keyboard reaches it and a screen reader reads why (the day's reason, as its description).
 */
const pastDayButton = (past: boolean, date: string) =>
  past ? { 'aria-disabled': true as const, 'data-disabled': '', 'aria-describedby': pastId(date) } : {};

export default function JourneyPlanPage() {
  const [params, setParams] = useSearchParams();
  const formats = useNumberFormats();
  const member = useChosenMember();
  useDefaultMember({ orFirst: true });
  // This week is the business's (BUSINESS_TIME_ZONE), not the browser's; nothing is asked before it is known.
  const today = useBusinessToday() ?? '';
  const current = today ? isoWeekOf(today) : { year: 0, week: 0 };
  const year = Number(params.get('year')) || current.year;
  const week = Number(params.get('week')) || current.week;
  const weeks = useQuery(WeeksQuery, { variables: { year }, skip: !year }).data?.weeks ?? [];
  const { data, loading, error, refetch } = useQuery(JourneyPlanQuery, {
    variables: { teamMemberId: member, year, week },
    skip: !member || !year || !week,
  });
  const [change] = useMutation(ChangePlanMutation, {
    refetchQueries: [JourneyPlanQuery],
    awaitRefetchQueries: true,
    update: (cache) => dropQueryFields(cache, ['monthVisitStatus']),
  });
  const [adding, setAdding] = useState<string | null>(null);
  const [copying, setCopying] = useState(false);

  const goTo = (nextYear: number, nextWeek: number) => {
    const next = new URLSearchParams(params);
    next.set('year', String(nextYear));
    next.set('week', String(nextWeek));
    setParams(next);
  };
  const step = (delta: number) => {
    const target = week + delta;
    if (target < 1) goTo(year - 1, 52);
    else if (target > (weeks.length || 52)) goTo(year + 1, 1);
    else goTo(year, target);
  };
  const apply = async (storeId: number, date: string, action: 'add' | 'remove', label: string, undoing = false) => {
    try {
      const [result] =
        (
          await change({
            variables: {
              teamMemberId: member,
              year,
              week,
              changes: [{ storeId, date, action: action === 'add' ? 'ADD' : 'REMOVE' }],
            },
          })
        ).data?.changeJourneyPlan ?? [];
      const when = formats.day(date, { weekday: 'long' });
      const changed = !result || result.changed;
      // A removal is one click to make and to regret: its toast offers to put the store back.
      const undo = action === 'remove' && changed && !undoing;
      toaster.create({
        type: 'success',
        title: action === 'add' ? `${label} planned on ${when}` : `${label} removed from ${when}`,
        description: changed ? undefined : 'It already was so.',
        ...(undo && {
          duration: TOAST_MS.undo,
          action: { label: 'Undo', onClick: () => void apply(storeId, date, 'add', label, true) },
        }),
      });
    } catch (failure) {
      toaster.create({ type: 'error', title: describeFailure(failure, 'Failed to change the plan').message });
    }
  };
  const plan = data?.journeyPlan;

  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4">
      <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
        <MemberPicker />
        <Field.Root width="auto">
          <Field.Label fontSize="xs" color="fg.muted">
            Week of {year}
          </Field.Label>
          <HStack gap="1">
            <IconButton size="sm" variant="outline" aria-label="Previous week" onClick={() => step(-1)}>
              <FiChevronLeft />
            </IconButton>
            <NativeSelect.Root size="sm" width="40">
              <NativeSelect.Field
                aria-label="Week"
                value={String(week)}
                onChange={(event) => goTo(year, Number(event.target.value))}
              >
                {weeks.map((w) => (
                  <option key={w.week} value={w.week}>
                    {weekLabel(w.week, w.fromDate, formats.locale)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <IconButton size="sm" variant="outline" aria-label="Next week" onClick={() => step(1)}>
              <FiChevronRight />
            </IconButton>
          </HStack>
        </Field.Root>
        <Button
          size="sm"
          colorPalette="teal"
          variant="outline"
          ms="auto"
          disabled={!plan}
          onClick={() => setCopying(true)}
        >
          <FiCopy /> Copy week
        </Button>
      </Flex>
      {!member && <EmptyState title="Choose a team member to see their week" />}
      {member > 0 && error && (
        <ErrorState failure={error} message="Failed to fetch the journey plan." onRetry={() => void refetch()} />
      )}
      {member > 0 && loading && !plan && <LoadingRows />}
      {plan && (
        // What the week's columns cannot say themselves: that the week is empty, and why its past days are locked.
        <Stack gap="0.5" mb="2" fontSize="sm" color="fg.muted" data-testid="week-notes">
          {plan.days.every((day) => day.entries.length === 0) && (
            <Text>Nothing is planned this week yet: add stores day by day, or copy another week into it.</Text>
          )}
          {today !== '' && plan.days.some((day) => day.date < today) && <Text aria-hidden>{PAST_DAY}</Text>}
        </Stack>
      )}
      {plan && (
        <Grid
          // Seven columns only where each is wide enough for a store code; narrower, the week wraps.
          templateColumns={{
            base: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
            xl: 'repeat(7, minmax(0, 1fr))',
          }}
          gap="2"
          role="list"
          aria-label={`Week ${plan.week} plan`}
        >
          {plan.days.map((day) => (
            <Stack
              key={day.date}
              role="listitem"
              aria-label={WEEKDAYS[day.weekday - 1]}
              data-day={day.date}
              gap="2"
              bg={day.date === today ? 'teal.subtle' : 'bg.subtle'}
              rounded="md"
              p="2"
              minH="40"
            >
              {day.date < today && <VisuallyHidden id={pastId(day.date)}>{PAST_DAY}</VisuallyHidden>}
              <Flex justify="space-between" align="baseline">
                <Text fontWeight="semibold" fontSize="sm">
                  {WEEKDAYS[day.weekday - 1]}
                </Text>
                <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap" data-testid="day-date">
                  {formats.shortDate(day.date)}
                </Text>
              </Flex>
              {day.entries.map((entry) => {
                const label = entry.store ? `${entry.store.code} · ${entry.store.name}` : `Store ${entry.storeId}`;
                const status = entry.planned
                  ? entry.visited
                    ? ['Visited', 'green']
                    : day.date < today
                      ? ['Missed', 'red']
                      : ['Planned', 'blue']
                  : ['Unplanned', 'orange'];
                return (
                  <Card.Root key={entry.storeId} size="sm" variant="outline" bg="bg.panel">
                    <Card.Body p="2">
                      <Flex gap="1" align="flex-start">
                        <Box flex="1" minW="0">
                          {/* The code never breaks; the name wraps in full (and shows on hover). */}
                          <Text fontSize="xs" title={label}>
                            <Box
                              as="span"
                              display="inline-block"
                              whiteSpace="nowrap"
                              fontWeight="semibold"
                              data-testid="store-code"
                            >
                              {entry.store?.code ?? `Store ${entry.storeId}`}
                            </Box>
                            {entry.store && (
                              <>
                                {' · '}
                                <span data-testid="store-name" title={label}>
                                  {entry.store.name}
                                </span>
                              </>
                            )}
                          </Text>
                          <Badge size="sm" colorPalette={status[1]}>
                            {status[0]}
                          </Badge>
                        </Box>
                        {/* On a past day the button stays, disabled but focusable, its reason in its tooltip and
                            its description (as Add store's): the gateway refuses changing a past day's plan. */}
                        {entry.planned && data.upstreamOffers.planRemoval && (
                          <Box title={day.date < today ? PAST_DAY : undefined}>
                            <IconButton
                              size="2xs"
                              variant="ghost"
                              aria-label={`Remove ${label} from ${WEEKDAYS[day.weekday - 1]}`}
                              {...pastDayButton(day.date < today, day.date)}
                              onClick={() => {
                                if (day.date >= today) void apply(entry.storeId, day.date, 'remove', label);
                              }}
                            >
                              <FiX />
                            </IconButton>
                          </Box>
                        )}
                      </Flex>
                    </Card.Body>
                  </Card.Root>
                );
              })}
              {/* A day before the business's today cannot be planned (the gateway refuses it): the button stays,
                  disabled but focusable, its tooltip (on a wrapper) and its description say why. */}
              <Box mt="auto" title={day.date < today ? PAST_DAY : undefined}>
                <Button
                  size="xs"
                  variant="ghost"
                  width="full"
                  {...pastDayButton(day.date < today, day.date)}
                  aria-label={`Add store to ${WEEKDAYS[day.weekday - 1]}`}
                  onClick={() => {
                    if (day.date >= today) setAdding(day.date);
                  }}
                >
                  <FiPlus /> Add store
                </Button>
              </Box>
            </Stack>
          ))}
        </Grid>
      )}
      <AddStoreDialog
        memberId={member}
        day={adding}
        onClose={() => setAdding(null)}
        already={
          new Set(
            plan?.days
              .find((day) => day.date === adding)
              ?.entries.filter((entry) => entry.planned)
              .map((entry) => entry.storeId) ?? [],
          )
        }
        onPick={(storeId, label) => {
          const day = adding!;
          setAdding(null);
          void apply(storeId, day, 'add', label);
        }}
      />
      <CopyWeekDialog
        open={copying}
        memberId={member}
        year={year}
        fromWeek={week}
        weeks={weeks}
        onClose={() => setCopying(false)}
        onDone={(toWeek) => {
          setCopying(false);
          goTo(year, toWeek);
        }}
      />
    </Box>
  );
}
