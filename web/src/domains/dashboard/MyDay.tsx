// "My day", the landing of field staff: their own figures from the pages they hold, each part linking to its
// screen. Journey Plan gives today's plan and the mapped stores, Month Visit the month so far, Target And Achivement
// their targets by brand (when their type takes targets), and the line report (Detail) their store checks.

import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Card,
  Link as ChakraLink,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MyTargetsQuery as MyTargetsData } from '../../gql/graphql';
import { canOpen } from '../../platform/app/screen-access';
import { SCREENS } from '../../platform/app/screens';
import { useMember } from '../../platform/app/session';
import { useBusinessToday } from '../../platform/components/business-day';
import { dayText, useNumberFormats } from '../../platform/components/reports/format';
import { moneyLabel, type ReportColumn, ReportTable } from '../../platform/components/reports/ReportTable';
import { EmptyState, ErrorState, LoadingRows } from '../../platform/components/States';
import { isoWeekOf } from '../journeys/iso-week';
import { JourneyPlanQuery, MappedStoresQuery, MonthVisitQuery } from '../journeys/journeys.documents';
import { MyStoreChecksQuery, MyTargetsQuery } from './dashboard.documents';

const DAY_MS = 86_400_000;
const NO_CHECKS = 'No store checks of yours this week yet: they show here once your checks reach the line report.';
const NO_PARTS =
  'Your pages give nothing of your own day yet: ask an administrator for Journey Plan or Detail, or open Company view.';
const mondayOf = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) * DAY_MS)
    .toISOString()
    .slice(0, 10);

function Figure({ label, value, help }: { label: string; value: number; help: string }) {
  const formats = useNumberFormats();
  return (
    <Card.Root size="sm" role="group" aria-label={label} variant="subtle">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{formats.number(value)}</Stat.ValueText>
          <Stat.HelpText as="dd">{help}</Stat.HelpText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** One part of the day: its title, what it shows, and the link to the screen it comes from. */
function Part({
  title,
  screen,
  answer,
  failure,
  children,
}: {
  title: string;
  screen: { path: string; title: string };
  /** The part's query: its loading and failed states are drawn here. */
  answer: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  /** What the part says when its query fails and the gateway gives no reason. */
  failure: string;
  children: ReactNode;
}) {
  return (
    <Card.Root>
      <Card.Header pb="0">
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Heading as="h3" size="sm">
            {title}
          </Heading>
          <ChakraLink asChild fontSize="sm" color="teal.fg">
            <Link to={screen.path}>Open {screen.title}</Link>
          </ChakraLink>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {answer.error !== undefined && (
            <ErrorState
              failure={answer.error}
              message={failure}
              onRetry={() => void answer.refetch().catch(() => {})}
            />
          )}
          {answer.loading && <LoadingRows rows={2} />}
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function TodaysPlan({ memberId, today }: { memberId: number; today: string }) {
  const { year, week } = isoWeekOf(today);
  const plan = useQuery(JourneyPlanQuery, { variables: { teamMemberId: memberId, year, week } });
  const mapped = useQuery(MappedStoresQuery, { variables: { teamMemberId: memberId } });
  const day = plan.data?.journeyPlan.days.find((each) => each.date === today);
  const stores = mapped.data?.mappedStores;
  return (
    <Part
      title="Today's journey plan"
      screen={SCREENS.journeyPlan}
      answer={plan}
      failure="Failed to fetch your journey plan."
    >
      {plan.data && (
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
          <Figure label="Planned today" value={day?.planned ?? 0} help="stores on your plan" />
          <Figure label="Visited so far" value={day?.visited ?? 0} help="of the planned stores" />
          {stores && <Figure label="Mapped stores" value={stores.length} help="you can plan from" />}
        </SimpleGrid>
      )}
      {mapped.error && <ErrorState failure={mapped.error} message="Failed to fetch your mapped stores." />}
      {stores && stores.length === 0 && (
        <Text color="fg.muted">
          No stores are mapped to you yet: ask an administrator to map yours (User Store Mapping).
        </Text>
      )}
      {plan.data && !day?.entries.length && stores && stores.length > 0 && (
        <EmptyState title="Nothing is planned for you today. Add stores to today on Journey Plan." />
      )}
      {day && day.entries.length > 0 && (
        <Stack as="ul" gap="1" aria-label="Today's stores" listStyleType="none">
          {day.entries.map((entry) => (
            <HStack as="li" key={entry.storeId} justify="space-between" gap="3">
              <Text truncate>
                {entry.store?.name ?? `Store ${entry.storeId}`}
                {entry.store?.city?.name ? ` · ${entry.store.city.name}` : ''}
              </Text>
              <Badge colorPalette={entry.visited ? 'green' : entry.planned ? 'gray' : 'blue'}>
                {entry.visited ? (entry.planned ? 'Visited' : 'Visited, unplanned') : 'Not yet'}
              </Badge>
            </HStack>
          ))}
        </Stack>
      )}
    </Part>
  );
}

function MonthSoFar({ memberId, today }: { memberId: number; today: string }) {
  const month = useQuery(MonthVisitQuery, {
    variables: { teamMemberId: memberId, year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) },
  });
  const days = month.data?.monthVisitStatus.filter((each) => each.date <= today);
  const total = (key: 'visited' | 'missed' | 'unplanned') => days?.reduce((sum, each) => sum + each[key], 0) ?? 0;
  return (
    <Part title="This month's visits" screen={SCREENS.monthVisit} answer={month} failure="Failed to fetch your month.">
      {days && (
        <SimpleGrid columns={2} gap="3">
          <Figure
            label="Store-days visited this month"
            value={total('visited') + total('unplanned')}
            help="planned or not"
          />
          <Figure label="Planned store-days missed" value={total('missed')} help="of past days" />
        </SimpleGrid>
      )}
    </Part>
  );
}

type AchievementRow = MyTargetsData['achievementByValue']['rows'][number];

function MyTargets({ memberId, today }: { memberId: number; today: string }) {
  const formats = useNumberFormats();
  const answer = useQuery(MyTargetsQuery, {
    variables: { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)), teamMemberId: memberId },
  });
  const rows = answer.data?.achievementByValue.rows;
  const columns: ReportColumn<AchievementRow>[] = [
    { label: 'Brand', value: (r) => r.brand?.name },
    { label: moneyLabel('Target', formats), value: (r) => r.target, money: true },
    { label: moneyLabel('Sold', formats), value: (r) => r.actual, money: true },
    { label: 'Achieved', value: (r) => (r.achievement === null ? '–' : formats.percent(r.achievement)) },
  ];
  return (
    <Part
      title="This month's targets"
      screen={SCREENS.targetAndAchievement}
      answer={answer}
      failure="Failed to fetch your targets."
    >
      {rows && rows.length === 0 && (
        <EmptyState title="No targets are set for you this month: your manager sets them on Promoter Target Setting." />
      )}
      {rows && rows.length > 0 && (
        <ReportTable
          caption="My targets this month by brand"
          captionHidden
          columns={columns}
          rows={rows}
          csvName="my-targets.csv"
        />
      )}
    </Part>
  );
}

function MyStoreChecks({ memberId, today }: { memberId: number; today: string }) {
  const checks = useQuery(MyStoreChecksQuery, {
    variables: { filter: { fromDate: mondayOf(today), toDate: today }, teamMemberId: memberId },
  });
  const groups = checks.data?.displayCheckAggregate;
  const mine = groups ?? [];
  return (
    <Part title="My store checks" screen={SCREENS.detail} answer={checks} failure="Failed to fetch your store checks.">
      {groups && (
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
          <Figure
            label="Stores checked today"
            value={mine.filter((g) => g.day === today).length}
            help="store visits with checks"
          />
          <Figure label="Stores checked this week" value={mine.length} help="since Monday" />
          <Figure
            label="Lines checked this week"
            value={mine.reduce((sum, g) => sum + (g.count ?? 0), 0)}
            help="products counted"
          />
        </SimpleGrid>
      )}
      {groups && groups.length >= 1000 && (
        <Text fontSize="sm" color="fg.muted">
          You checked more stores this week than this view reads: open Detail for all of them.
        </Text>
      )}
      {groups && mine.length === 0 && <EmptyState title={NO_CHECKS} />}
      <Text fontSize="xs" color="fg.muted">
        Counted here for you alone; Detail lists the whole team's checks.
      </Text>
    </Part>
  );
}

export function MyDay() {
  const member = useMember();
  const today = useBusinessToday();
  const holds = (page: string | undefined) => canOpen({ page }, member.pages);
  const plan = holds(SCREENS.journeyPlan.page);
  const month = holds(SCREENS.monthVisit.page);
  const targets = Boolean(member.teamType?.takesTargets) && holds(SCREENS.targetAndAchievement.page);
  const checks = holds(SCREENS.detail.page);
  const missing = [
    !plan && SCREENS.journeyPlan.title,
    !month && SCREENS.monthVisit.title,
    member.teamType?.takesTargets && !targets && SCREENS.targetAndAchievement.title,
  ].filter((title): title is string => Boolean(title));
  return (
    <Box as="section" aria-label="My day" bg="bg.panel" borderWidth="1px" rounded="lg" p="4">
      <Heading as="h2" size="md">
        My day, {member.name}
      </Heading>
      <Text color="fg.muted" mb="4">
        {today ? dayText(today, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) : ' '}
      </Text>
      {!today && <LoadingRows rows={3} />}
      {today && (
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
          {plan && <TodaysPlan memberId={member.id} today={today} />}
          {month && <MonthSoFar memberId={member.id} today={today} />}
          {targets && <MyTargets memberId={member.id} today={today} />}
          {checks && <MyStoreChecks memberId={member.id} today={today} />}
        </SimpleGrid>
      )}
      {(plan || month || targets || checks) && missing.length > 0 && (
        <Text fontSize="sm" color="fg.muted" mt="4">
          {missing.join(', ')} would show {missing.length === 1 ? 'its part' : 'their parts'} of your day here: ask your
          administrator for access.
        </Text>
      )}
      {!plan && !month && !targets && !checks && <EmptyState title={NO_PARTS} />}
    </Box>
  );
}
