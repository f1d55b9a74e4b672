// The dashboard (/app/dashboard/default): the figures of the chosen days as cards (each opening its
// report when the member may), and charts of sales, achievement against target, display-check
// compliance, stores and products, with the latest sales. A part that fails says so alone.
import { Box, Card, Heading, Link as ChakraLink, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { canOpen } from '../../app/screen-access';
import { useMember } from '../../app/session';
import { ErrorState, LoadingRows } from '../../components/States';
import { BarChart, TrendChart } from '../reports/charts';
import type { ReportField } from '../reports/report-filter';
import { useReportVariables } from '../reports/report-screen';
import { ReportFilterBar } from '../reports/ReportFilterBar';
import { ReportTable, type ReportColumn } from '../reports/ReportTable';
import { AchievementLinks } from '../sales/AchievementLinks';
import { DashboardQuery } from '../sales/sales.documents';
import type { DashboardViewQuery } from '../../gql/graphql';

const FIELDS: ReportField[] = ['region', 'brand', 'dates'];
const count = (value: number) => value.toLocaleString('en-US');
const money = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });

type RecentSale = NonNullable<DashboardViewQuery['dashboard']['recentSales']>[number];
const RECENT_COLUMNS: ReportColumn<RecentSale>[] = [
  { label: 'Date', value: (r) => r.date },
  { label: 'Store', value: (r) => r.store?.name },
  { label: 'Product', value: (r) => r.product?.name },
  { label: 'Sold by', value: (r) => r.teamMember?.name },
  { label: 'Units', value: (r) => r.quantity, numeric: true },
  { label: 'Value', value: (r) => r.value, numeric: true },
];

function Figure({
  label,
  value,
  help,
  to,
  pages,
}: {
  label: string;
  value: string;
  help: string;
  to: string;
  pages: readonly string[];
}) {
  const page = {
    '/store': 'Store List',
    '/ProductList': 'Product List',
    '/Users': 'Users List',
    '/DisplayCheckSummery': 'Summary',
    '/StockReport': 'Stock Report',
    '/DailySales': 'Daily Sales',
  }[to];
  const body = (
    <Stat.Root>
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
      <Stat.HelpText as="dd">{help}</Stat.HelpText>
    </Stat.Root>
  );
  return (
    <Card.Root size="sm">
      <Card.Body>
        {page && canOpen({ page }, pages) ? (
          <ChakraLink asChild _hover={{ textDecoration: 'none' }} display="block">
            <Link to={to} title={`${label}: open the report`}>
              {body}
            </Link>
          </ChakraLink>
        ) : (
          body
        )}
      </Card.Body>
    </Card.Root>
  );
}

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

export default function DashboardPage() {
  const member = useMember();
  const variables = useReportVariables(FIELDS);
  const { data, error, loading, refetch } = useQuery(DashboardQuery, { variables, errorPolicy: 'all' });
  const dashboard = data?.dashboard;
  const cards = dashboard?.cards;

  return (
    <Stack gap="4">
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4">
        <Heading as="h2" size="md" mb="3">
          Welcome, {member.name}
        </Heading>
        <ReportFilterBar fields={FIELDS} />
        {error && !dashboard && <ErrorState message="Failed to fetch the dashboard." onRetry={() => void refetch()} />}
        {error && dashboard && (
          <Text role="status" fontSize="sm" color={{ base: 'orange.700', _dark: 'orange.300' }}>
            Some parts could not be loaded: {error.message}
          </Text>
        )}
        {loading && !dashboard && <LoadingRows rows={4} />}
        {cards && (
          <SimpleGrid columns={{ base: 2, md: 4, xl: 7 }} gap="3">
            <Figure
              label="Sales value"
              value={money(cards.salesValue)}
              help="in the chosen days"
              to="/DailySales"
              pages={member.pages}
            />
            <Figure
              label="Units sold"
              value={count(cards.salesQuantity)}
              help="in the chosen days"
              to="/DailySales"
              pages={member.pages}
            />
            <Figure
              label="Store visits"
              value={count(cards.visits)}
              help="with display checks"
              to="/DisplayCheckSummery"
              pages={member.pages}
            />
            <Figure
              label="Low-stock lines"
              value={count(cards.lowStockLines)}
              help="fewer than 5 in stock"
              to="/StockReport"
              pages={member.pages}
            />
            <Figure
              label="Active stores"
              value={count(cards.activeStores)}
              help="now"
              to="/store"
              pages={member.pages}
            />
            <Figure
              label="Active products"
              value={count(cards.activeProducts)}
              help="now"
              to="/ProductList"
              pages={member.pages}
            />
            <Figure
              label="Field team"
              value={count(cards.fieldTeam)}
              help="active field staff"
              to="/Users"
              pages={member.pages}
            />
          </SimpleGrid>
        )}
      </Box>
      {dashboard && (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <Panel title="Sales value by day" wide>
            {dashboard.salesByDay ? (
              <TrendChart
                label="Sales value by day"
                yFormat=",.0f"
                series={[
                  { id: 'Sales value', data: dashboard.salesByDay.map((d) => ({ x: d.date.slice(5), y: d.value })) },
                ]}
              />
            ) : (
              <Text color="fg.muted">Failed to fetch daily sales data.</Text>
            )}
          </Panel>
          <Panel title="This month: value sold against target, by brand">
            {dashboard.achievementByBrand && (
              <BarChart
                label="Value target and value sold by brand"
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
              <BarChart
                label="Low-stock rate by brand"
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
              <BarChart
                label="Active and visited stores by region"
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
              <BarChart
                label="Active products by brand"
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
            {dashboard.recentSales && (
              <ReportTable
                caption="Latest sales"
                columns={RECENT_COLUMNS}
                rows={dashboard.recentSales}
                csvName="latest-sales.csv"
              />
            )}
          </Panel>
        </SimpleGrid>
      )}
    </Stack>
  );
}
