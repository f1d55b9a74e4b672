// The dashboard's figure cards: each names its figure, shows it by the business's number formats,
// compares the chosen days with as many days just before them (the gateway's previousCards), and
// opens its report when the member may.
import { Card, Link as ChakraLink, SimpleGrid, Stat, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { DashboardViewQuery } from '../../gql/graphql';
import { canOpen } from '../../platform/app/screen-access';
import { useNumberFormats } from '../../platform/components/reports/format';

type Cards = NonNullable<DashboardViewQuery['dashboard']['cards']>;
type Previous = DashboardViewQuery['dashboard']['previousCards'];

const PAGES: Record<string, string> = {
  '/store': 'Store List',
  '/ProductList': 'Product List',
  '/Users': 'Users List',
  '/DisplayCheckSummery': 'Summary',
  '/StockReport': 'Stock Report',
  '/DailySales': 'Daily Sales',
};

interface FigureProps {
  label: string;
  value: string;
  /** The whole figure when `value` shortens it (BDT 12.3M): its title on hover and what a screen reader says. */
  whole?: string;
  help: string;
  to: string;
  pages: readonly string[];
  /** The change against the previous period, and whether a rise is good news. */
  change?: { text: string | null; rise: boolean; good: 'up' | 'down' };
}

const FIGURE = { whiteSpace: 'nowrap', fontSize: { base: '2xl', xl: 'xl' } } as const;

function Figure({ label, value, whole, help, to, pages, change }: FigureProps) {
  const page = PAGES[to];
  const tone = change?.text ? (change.rise === (change.good === 'up') ? 'green.fg' : 'red.fg') : 'fg.muted';
  const body = (
    <Stat.Root>
      <Stat.Label>{label}</Stat.Label>
      {/* One line at any width: a figure too long for its card is shortened, the whole one beside it; a step
          smaller where seven cards share a row, so a shortened amount (BDT 12.3M) still fits its card. */}
      {whole && whole !== value ? (
        <Stat.ValueText {...FIGURE} title={whole}>
          <span aria-hidden>{value}</span>
          <VisuallyHidden>{whole}</VisuallyHidden>
        </Stat.ValueText>
      ) : (
        <Stat.ValueText {...FIGURE}>{value}</Stat.ValueText>
      )}
      <Stat.HelpText as="dd">{help}</Stat.HelpText>
      {change && (
        <Text as="dd" fontSize="xs" color={tone} fontWeight="medium">
          {change.text ?? 'none in the previous period'}
        </Text>
      )}
    </Stat.Root>
  );
  return (
    <Card.Root size="sm" role="group" aria-label={label}>
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

export function DashboardCards({
  cards,
  previous,
  days,
  pages,
}: {
  cards: Cards;
  previous: Previous;
  /** How many days the figures cover (the previous period is as long). */
  days: number;
  pages: readonly string[];
}) {
  const formats = useNumberFormats();
  const against = (key: keyof NonNullable<Previous>, good: 'up' | 'down') => {
    if (!previous) return undefined;
    const text = formats.change(cards[key], previous[key]);
    return {
      text: text === null ? null : `${text} vs previous ${days} days`,
      rise: cards[key] > previous[key],
      good,
    };
  };
  const count = formats.number;
  return (
    <SimpleGrid columns={{ base: 2, md: 4, xl: 7 }} gap="3">
      <Figure
        label="Sales value"
        value={formats.moneyShort(cards.salesValue)}
        whole={formats.money(cards.salesValue)}
        help="in the chosen days"
        to="/DailySales"
        pages={pages}
        change={against('salesValue', 'up')}
      />
      <Figure
        label="Units sold"
        value={count(cards.salesQuantity)}
        help="in the chosen days"
        to="/DailySales"
        pages={pages}
        change={against('salesQuantity', 'up')}
      />
      <Figure
        label="Store visits"
        value={count(cards.visits)}
        help="with display checks"
        to="/DisplayCheckSummery"
        pages={pages}
        change={against('visits', 'up')}
      />
      <Figure
        label="Low-stock lines"
        value={count(cards.lowStockLines)}
        help="fewer than 5 in stock"
        to="/StockReport"
        pages={pages}
        change={against('lowStockLines', 'down')}
      />
      <Figure label="Active stores" value={count(cards.activeStores)} help="now" to="/store" pages={pages} />
      <Figure label="Active products" value={count(cards.activeProducts)} help="now" to="/ProductList" pages={pages} />
      <Figure label="Field team" value={count(cards.fieldTeam)} help="active field staff" to="/Users" pages={pages} />
    </SimpleGrid>
  );
}
