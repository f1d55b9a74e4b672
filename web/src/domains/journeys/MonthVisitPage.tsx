// Month Visit (/MonthVisit): one team member's month as a calendar, each day with its planned,
// visited, missed and unplanned store-days.

import { useQuery } from '@apollo/client/react';
import { Badge, Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { monthOfDay, useBusinessToday } from '../../platform/components/business-day';
import { type NumberFormats, useNumberFormats } from '../../platform/components/reports/format';
import { MonthPicker } from '../../platform/components/reports/MonthPicker';
import { EmptyState, ErrorState, LoadingRows } from '../../platform/components/States';
import { MonthVisitQuery } from './journeys.documents';
import { MemberPicker, useChosenMember, useDefaultMember } from './MemberPicker';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const LEGEND = [
  { key: 'planned', label: 'Planned', color: 'blue' },
  { key: 'visited', label: 'Visited', color: 'green' },
  { key: 'missed', label: 'Missed', color: 'red' },
  { key: 'unplanned', label: 'Unplanned', color: 'orange' },
] as const;

type Day = { date: string } & Record<(typeof LEGEND)[number]['key'], number>;

/** What a day says to a screen reader: its date and every count, not the one-letter badges. */
function dayLabel(day: Day, formats: NumberFormats): string {
  const counts = LEGEND.filter(({ key }) => day[key] > 0).map(({ key, label }) => `${label.toLowerCase()} ${day[key]}`);
  const date = formats.date(day.date);
  return counts.length > 0 ? `${date}: ${counts.join(', ')}` : `${date}: nothing planned`;
}

export default function MonthVisitPage() {
  const [params, setParams] = useSearchParams();
  const formats = useNumberFormats();
  const member = useChosenMember();
  useDefaultMember();
  const match = /^(\d{4})-(\d{2})$/.exec(params.get('month') ?? '');
  // This month is the business's (BUSINESS_TIME_ZONE), not the browser's.
  const current = monthOfDay(useBusinessToday());
  const year = match ? Number(match[1]) : current.year;
  const month = match ? Number(match[2]) : current.month;
  const { data, loading, error, refetch } = useQuery(MonthVisitQuery, {
    variables: { teamMemberId: member, month, year },
    skip: !member || !year,
  });
  const days = data?.monthVisitStatus ?? [];
  const lead = days.length > 0 ? (new Date(`${days[0]!.date}T00:00:00Z`).getUTCDay() + 6) % 7 : 0;
  const totals = Object.fromEntries(LEGEND.map(({ key }) => [key, days.reduce((sum, day) => sum + day[key], 0)]));

  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4">
      <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
        <MemberPicker />
        <MonthPicker
          year={year}
          month={month}
          onChange={(value) => {
            const next = new URLSearchParams(params);
            next.set('month', value);
            setParams(next);
          }}
        />
      </Flex>
      {!member && <EmptyState title="Choose a team member to see their month" />}
      {member > 0 && error && (
        <ErrorState failure={error} message="Failed to fetch the month visit status." onRetry={() => void refetch()} />
      )}
      {member > 0 && loading && !data && <LoadingRows />}
      {member > 0 && data && (
        <Stack gap="3">
          <Flex gap="2" wrap="wrap">
            {LEGEND.map(({ key, label, color }) => (
              <Badge key={key} colorPalette={color}>
                {label}: {totals[key]}
              </Badge>
            ))}
          </Flex>
          {/* A list of days laid out as a calendar: the weekday heads and leading blanks are only the layout. */}
          <Grid templateColumns="repeat(7, 1fr)" gap="1" role="list" aria-label="Month calendar">
            {WEEKDAYS.map((day) => (
              <Text
                key={day}
                aria-hidden="true"
                fontSize="xs"
                fontWeight="semibold"
                color="fg.muted"
                textAlign="center"
              >
                {day}
              </Text>
            ))}
            {Array.from({ length: lead }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: empty cells before the first day
              <Box key={`lead-${index}`} aria-hidden="true" />
            ))}
            {days.map((day) => (
              <Box
                key={day.date}
                role="listitem"
                aria-label={dayLabel(day, formats)}
                borderWidth="1px"
                rounded="md"
                p="2"
                minH="20"
                // Semantic tints: a palette step (red.50) stays near-white in dark mode, under light text.
                bg={
                  day.missed > 0
                    ? 'red.subtle'
                    : day.planned > 0 && day.visited === day.planned
                      ? 'green.subtle'
                      : undefined
                }
              >
                <Text fontSize="sm" fontWeight="semibold">
                  {Number(day.date.slice(8))}
                </Text>
                <Flex gap="1" wrap="wrap" mt="1">
                  {LEGEND.filter(({ key }) => day[key] > 0).map(({ key, label, color }) => (
                    <Badge key={key} size="sm" colorPalette={color} title={label}>
                      {label.slice(0, 1)} {day[key]}
                    </Badge>
                  ))}
                </Flex>
              </Box>
            ))}
          </Grid>
        </Stack>
      )}
    </Box>
  );
}
