// The order of display-check lines (orderBy on displayCheckDetail and lowStockChecks): the whole result sorted
// before it is paged, so page 2 continues page 1's order; the totals are the unsorted list's; a bad order, page or
// filter is refused before any upstream call; in strict mode (no paging extra) the same answers.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, daysFromToday } from '../../../tests/support/business-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

interface Line {
  visitId: number;
  date: string;
  stockQty: number;
  displayedQty: number;
  lowStock: boolean;
  store: { code: string; name: string } | null;
  teamMember: { name: string } | null;
}
interface LinePage {
  total: number;
  totals: { lines: number; stockQty: number; lowStockLines: number };
  items: Line[];
}

const LINES = (query: string) => `query L($filter: ReportFilter, $limit: Int, $offset: Int,
  $orderBy: CheckLineOrder) { ${query}(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {
  total totals { lines stockQty lowStockLines }
  items { visitId date stockQty displayedQty lowStock store { code name } teamMember { name } } } }`;

const storeLabel = (line: Line) => (line.store ? `${line.store.code} · ${line.store.name}` : '');

describe('the order of display-check lines', () => {
  let gateway: TestGateway;
  let manager: string;
  const filter = { fromDate: addDays(daysFromToday(0), -29), toDate: daysFromToday(0) };
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    manager = await signIn(gateway, DEMO.manager);
  });
  afterAll(() => gateway?.close());

  const page = async (query: string, variables: Record<string, unknown>): Promise<LinePage> => {
    const answer = await gql(gateway, LINES(query), { filter, ...variables }, manager);
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data?.[query] as LinePage;
  };

  it.each(['displayCheckDetail', 'lowStockChecks'])(
    '%s sorts the whole result by units in stock, then pages it',
    async (query) => {
      const whole = await page(query, { limit: 10_000 });
      expect(whole.total).toBeGreaterThan(20);
      const first = await page(query, { limit: 10, orderBy: { field: 'STOCK_QTY', direction: 'DESC' } });
      const second = await page(query, { limit: 10, offset: 10, orderBy: { field: 'STOCK_QTY', direction: 'DESC' } });
      expect(first.total).toBe(whole.total);
      expect(first.totals).toEqual(whole.totals);
      const expected = whole.items.map((line) => line.stockQty).sort((a, b) => b - a);
      expect([...first.items, ...second.items].map((line) => line.stockQty)).toEqual(expected.slice(0, 20));
      const ascending = await page(query, { limit: 10_000, orderBy: { field: 'STOCK_QTY' } });
      expect(ascending.items.map((line) => line.stockQty)).toEqual([...expected].reverse());
    },
  );

  it('sorts by store and by member name, page 2 continuing page 1', async () => {
    const byStore = await page('displayCheckDetail', { limit: 10_000, orderBy: { field: 'STORE' } });
    const labels = byStore.items.map(storeLabel);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
    const one = await page('displayCheckDetail', { limit: 25, orderBy: { field: 'MEMBER', direction: 'DESC' } });
    const two = await page('displayCheckDetail', {
      limit: 25,
      offset: 25,
      orderBy: { field: 'MEMBER', direction: 'DESC' },
    });
    const all = await page('displayCheckDetail', { limit: 50, orderBy: { field: 'MEMBER', direction: 'DESC' } });
    expect([...one.items, ...two.items].map((line) => line.visitId)).toEqual(all.items.map((line) => line.visitId));
    const names = all.items.map((line) => line.teamMember?.name ?? '');
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
  });

  it('refuses a bad order, page or filter before any upstream call', async () => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const refusals: [Record<string, unknown>, string | undefined][] = [
        [{ orderBy: { field: 'PLANET' } }, undefined],
        [{ orderBy: { field: 'DATE', direction: 'SIDEWAYS' } }, undefined],
        [{ orderBy: { direction: 'ASC' } }, undefined],
        [{ orderBy: { field: 'STORE' }, limit: 0 }, 'limit'],
        [{ orderBy: { field: 'STORE' }, offset: -1 }, 'offset'],
        [
          { orderBy: { field: 'STORE' }, filter: { fromDate: filter.toDate, toDate: filter.fromDate } },
          'filter.fromDate',
        ],
      ];
      for (const [variables, field] of refusals) {
        const answer = await gql(gateway, LINES('lowStockChecks'), { filter, limit: 10, ...variables }, manager);
        const error = answer.body.errors?.[0];
        expect(error?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
        if (field) {
          const fields = (error?.extensions?.fields as { field: string }[] | undefined)?.map((f) => f.field) ?? [
            error?.extensions?.field,
          ];
          expect(fields, JSON.stringify(variables)).toContain(field);
        }
      }
      expect(counter.calls.filter((call) => call.startsWith('Dispaly'))).toEqual([]);
    } finally {
      counter.stop();
    }
  });

  it('costs the whole result it reads when sorted', async () => {
    const plain = await gql(gateway, LINES('displayCheckDetail'), { filter, limit: 10 }, manager);
    const sorted = await gql(
      gateway,
      LINES('displayCheckDetail'),
      { filter, limit: 10, orderBy: { field: 'DATE' } },
      manager,
    );
    const cost = (answer: typeof plain) =>
      (answer.body.extensions?.cost as { estimated?: number } | undefined)?.estimated;
    expect(cost(sorted)).toBeGreaterThan((cost(plain) ?? 0) + 9_000);
  });
});

describe('the order of Store Visit', () => {
  let gateway: TestGateway;
  let manager: string;
  const filter = { fromDate: addDays(daysFromToday(0), -29), toDate: daysFromToday(0) };
  const VISITS = `query V($filter: ReportFilter, $limit: Int, $offset: Int, $orderBy: StoreVisitOrder) {
    storeVisits(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {
    total items { id durationMinutes teamMember { name } } } }`;
  interface Visits {
    total: number;
    items: { id: number; durationMinutes: number; teamMember: { name: string } | null }[];
  }
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    manager = await signIn(gateway, DEMO.manager);
  });
  afterAll(() => gateway?.close());

  const visits = async (variables: Record<string, unknown>): Promise<Visits> => {
    const answer = await gql(gateway, VISITS, { filter, ...variables }, manager);
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data?.storeVisits as Visits;
  };

  it('sorts every visit by minutes, page 2 continuing page 1', async () => {
    const whole = await visits({ limit: 10_000 });
    expect(whole.total).toBeGreaterThan(20);
    const order = { field: 'DURATION', direction: 'DESC' };
    const one = await visits({ limit: 10, orderBy: order });
    const two = await visits({ limit: 10, offset: 10, orderBy: order });
    expect(one.total).toBe(whole.total);
    const expected = whole.items.map((visit) => visit.durationMinutes).sort((a, b) => b - a);
    expect([...one.items, ...two.items].map((visit) => visit.durationMinutes)).toEqual(expected.slice(0, 20));
    const byMember = await visits({ limit: 10_000, orderBy: { field: 'MEMBER' } });
    const names = byMember.items.map((visit) => visit.teamMember?.name ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('refuses a bad order, page or filter before any upstream call', async () => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      for (const variables of [
        { orderBy: { field: 'PLANET' } },
        { orderBy: { field: 'DURATION' }, limit: 0 },
        { orderBy: { field: 'DURATION' }, filter: { fromDate: filter.toDate, toDate: filter.fromDate } },
      ]) {
        const answer = await gql(gateway, VISITS, { filter, limit: 10, ...variables }, manager);
        expect(answer.body.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      }
      expect(counter.calls.filter((call) => call === 'StoreVisitReport')).toEqual([]);
    } finally {
      counter.stop();
    }
  });
});

describe("the order of Stock's latest counts", () => {
  let gateway: TestGateway;
  let manager: string;
  const filter = { fromDate: addDays(daysFromToday(0), -29), toDate: daysFromToday(0) };
  const COUNTS = `query S($filter: ReportFilter, $limit: Int, $offset: Int, $orderBy: StockOrder) {
    stockList(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {
    total totalQuantity items { quantity brand { name } } } }`;
  interface Counts {
    total: number;
    totalQuantity: number;
    items: { quantity: number; brand: { name: string } | null }[];
  }
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    manager = await signIn(gateway, DEMO.manager);
  });
  afterAll(() => gateway?.close());

  const counts = async (variables: Record<string, unknown>): Promise<Counts> => {
    const answer = await gql(gateway, COUNTS, { filter, ...variables }, manager);
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data?.stockList as Counts;
  };

  it('sorts every count by units, page 2 continuing page 1, with the same totals', async () => {
    const whole = await counts({ limit: 10_000 });
    expect(whole.total).toBeGreaterThan(20);
    const order = { field: 'QUANTITY', direction: 'DESC' };
    const one = await counts({ limit: 10, orderBy: order });
    const two = await counts({ limit: 10, offset: 10, orderBy: order });
    expect([one.total, one.totalQuantity]).toEqual([whole.total, whole.totalQuantity]);
    const expected = whole.items.map((count) => count.quantity).sort((a, b) => b - a);
    expect([...one.items, ...two.items].map((count) => count.quantity)).toEqual(expected.slice(0, 20));
    const byBrand = await counts({ limit: 10_000, orderBy: { field: 'BRAND' } });
    const names = byBrand.items.map((count) => count.brand?.name ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('refuses a bad order or page before any upstream call', async () => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      for (const variables of [{ orderBy: { field: 'PLANET' } }, { orderBy: { field: 'QUANTITY' }, offset: -5 }]) {
        const answer = await gql(gateway, COUNTS, { filter, limit: 10, ...variables }, manager);
        expect(answer.body.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      }
      expect(counter.calls.filter((call) => call === 'StockLIST')).toEqual([]);
    } finally {
      counter.stop();
    }
  });
});
