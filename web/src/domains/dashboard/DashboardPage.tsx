// The dashboard (/app/dashboard/default), the landing: field staff (their team type's role) open on My day, their own
// figures, with the company view one tab away (the choice kept in the browser); everyone else on the company view:
// the figures of the chosen days as cards (each opening its report when the member may), and charts of sales,
// achievement against target, display-check compliance, stores and products, with the latest sales. A part that
// fails says so alone.

import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, Flex, Heading, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { DashboardViewQuery as DashboardViewData } from '../../gql/graphql';
import { useMember } from '../../platform/app/session';
import { useBusinessToday } from '../../platform/components/business-day';
import { useDeferredAnswer } from '../../platform/components/deferred-answer';
import { useNumberFormats } from '../../platform/components/reports/format';
import { PrintStyles } from '../../platform/components/reports/PrintStyles';
import { bucketLabel } from '../../platform/components/reports/partial-buckets';
import { PlainBarChart, PlainTrendChart } from '../../platform/components/reports/plain-charts';
import { ReportFilterBar, useReportFilter } from '../../platform/components/reports/ReportFilterBar';
import { moneyLabel, type ReportColumn, ReportTable } from '../../platform/components/reports/ReportTable';
import { effectiveDates, type ReportField } from '../../platform/components/reports/report-filter';
import { useReportVariables } from '../../platform/components/reports/report-screen';
import { ErrorState, LoadingRows } from '../../platform/components/States';
import { AchievementLinks } from '../sales/AchievementLinks';
import { DashboardViewQuery } from '../sales/sales.documents';
import { DashboardCards } from './DashboardCards';
import { useLandingView } from './landing-view';
import { MyDay } from './MyDay';

const FIELDS: ReportField[] = ['region', 'brand', 'dates'];

type RecentSale = NonNullable<DashboardViewData['dashboard']['recentSales']>[number];
/** The latest sales' columns, the value's labelled with the business currency as the cards and charts are. */
const recentColumns = (value: string): ReportColumn<RecentSale>[] => [
  { label: 'Date', value: (r) => r.date, day: true },
  { label: 'Store', value: (r) => r.store?.name },
  { label: 'Product', value: (r) => r.product?.name },
  { label: 'Sold by', value: (r) => r.teamMember?.name },
  { label: 'Units', value: (r) => r.quantity, numeric: true },
  { label: value, value: (r) => r.value, money: true },
];

function Panel({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Card.Root gridColumn={wide ? { lg: 'span 2' } : undefined}>
      <Card.Header pb="0">
        <Heading size="sm">{title}</Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function CompanyDashboard() {
  const member = useMember();
  const variables = useReportVariables(FIELDS);
  const query = useQuery(DashboardViewQuery, { variables, errorPolicy: 'all' });
  const { error, refetch } = query;
  const { answer: data, drawing } = useDeferredAnswer(query.data);
  const loading = query.loading || drawing;
  const dashboard = data?.dashboard;
  const cards = dashboard?.cards;
  const formats = useNumberFormats();
  const today = useBusinessToday() ?? '';
  const range = effectiveDates(useReportFilter(), today);
  const days = Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1 || 30;
  const value = moneyLabel('Value', formats);

  return (
    <Stack gap="4">
      <PrintStyles />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4">
        <Heading as="h2" size="md" mb="3">
          Welcome, {member.name}
        </Heading>
        <ReportFilterBar fields={FIELDS} />
        {error && !dashboard && (
          <ErrorState failure={error} message="Failed to fetch the dashboard." onRetry={() => void refetch()} />
        )}
        {error && dashboard && (
          <Text role="status" fontSize="sm" color={{ base: 'orange.700', _dark: 'orange.300' }}>
            Some parts could not be loaded: {error.message}
          </Text>
        )}
        {loading && !dashboard && <LoadingRows rows={4} />}
        {cards && <DashboardCards cards={cards} previous={dashboard.previousCards} days={days} pages={member.pages} />}
      </Box>
      {dashboard && (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <Panel title="Sales value by day" wide>
            {dashboard.salesByDay ? (
              <PlainTrendChart
                label="Sales value by day"
                title={false}
                unit={value}
                series={[
                  {
                    id: value,
                    data: dashboard.salesByDay.map((d) => ({ x: bucketLabel(formats, d.date, 1, today), y: d.value })),
                  },
                ]}
              />
            ) : (
              <Text color="fg.muted">Failed to fetch daily sales data.</Text>
            )}
          </Panel>
          <Panel title="This month: value sold against target, by brand">
            {dashboard.achievementByBrand && (
              <PlainBarChart
                label="Value target and value sold by brand"
                title={false}
                unit={value}
                indexBy="brand"
                keys={['Target', 'Sold', 'Projected']}
                data={dashboard.achievementByBrand.slice(0, 8).map((r) => ({
                  brand: r.brand?.name ?? '?',
                  Target: Math.round(r.target),
                  Sold: Math.round(r.actual),
                  Projected: Math.round(r.projected),
                }))}
              />
            )}
            <AchievementLinks />
          </Panel>
          <Panel title="Display-check compliance: lines low on stock, by brand">
            {dashboard.compliance && (
              <PlainBarChart
                label="Low-stock rate by brand"
                title={false}
                unit="Lines low on stock (%)"
                indexBy="brand"
                keys={['Low stock %']}
                data={[...dashboard.compliance]
                  .sort((a, b) => b.lowStockRate - a.lowStockRate)
                  .slice(0, 10)
                  .map((r) => ({ brand: r.brand?.name ?? '?', 'Low stock %': Math.round(r.lowStockRate * 1000) / 10 }))}
              />
            )}
          </Panel>
          <Panel title="Stores by region: active and visited">
            {dashboard.storeSummary && (
              <PlainBarChart
                label="Active and visited stores by region"
                title={false}
                unit="Stores"
                indexBy="region"
                keys={['Active', 'Visited']}
                data={dashboard.storeSummary.map((r) => ({
                  region: r.region?.name ?? '?',
                  Active: r.activeStores,
                  Visited: r.visitedStores,
                }))}
              />
            )}
          </Panel>
          <Panel title="Products by brand">
            {dashboard.productCountByBrand && (
              <PlainBarChart
                label="Active products by brand"
                title={false}
                unit="Products"
                indexBy="brand"
                keys={['Active', 'Inactive']}
                data={dashboard.productCountByBrand.map((r) => ({
                  brand: r.brand?.name ?? '?',
                  Active: r.activeProducts,
                  Inactive: r.products - r.activeProducts,
                }))}
              />
            )}
          </Panel>
          <Panel title="Latest sales" wide>
            {dashboard.recentSales ? (
              <ReportTable
                caption="Latest sales"
                captionHidden
                columns={recentColumns(moneyLabel('Value', formats))}
                rows={dashboard.recentSales}
                csvName="latest-sales.csv"
              />
            ) : (
              // A part can time out upstream on its own (UPSTREAM_TIMEOUT): say so and offer to ask again.
              <Flex gap="2" align="center">
                <Text color="fg.muted">Failed to fetch the latest sales.</Text>
                <Button size="xs" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
                  Retry the latest sales
                </Button>
              </Flex>
            )}
          </Panel>
        </SimpleGrid>
      )}
    </Stack>
  );
}

export default function DashboardPage() {
  const member = useMember();
  const [view, setView] = useLandingView(member.id);
  if (!member.teamType?.fieldStaff) return <CompanyDashboard />;
  return (
    <Tabs.Root value={view} onValueChange={(event) => setView(event.value)} lazyMount unmountOnExit variant="line">
      <Tabs.List aria-label="Dashboard view" mb="4">
        <Tabs.Trigger value="mine">My day</Tabs.Trigger>
        <Tabs.Trigger value="company">Company view</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="mine" p="0">
        <MyDay />
      </Tabs.Content>
      <Tabs.Content value="company" p="0">
        <CompanyDashboard />
      </Tabs.Content>
    </Tabs.Root>
  );
}
