// Daily Sales' sale lines: the latest 200 (RecnetSales' cap) say how many lines the filter holds, and every line is
// reached a page at a time, newest first, with the same filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '../../../tests/support/business-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from './support.js';

const LINES = `query L($filter: ReportFilter, $limit: Int, $offset: Int) {
  saleLines(filter: $filter, limit: $limit, offset: $offset) { total items { id date } } }`;
type Line = { id: number; date: string };

describe('sale lines of Daily Sales', () => {
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  const ask = async (query: string, variables: Record<string, unknown>) => {
    const answer = await gql(gateway, query, variables, admin);
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data as Record<string, unknown>;
  };

  it('says how many lines the filter holds and pages through all of them, newest first', async () => {
    const filter = { fromDate: daysFromToday(-20), toDate: daysFromToday(0) };
    const { dailySales } = (await ask('query D($filter: ReportFilter) { dailySales(filter: $filter) { lines } }', {
      filter,
    })) as { dailySales: { lines: number }[] };
    const lines = dailySales.reduce((sum, day) => sum + day.lines, 0);
    expect(lines).toBeGreaterThan(200);

    const { recentSales } = (await ask('query R($filter: ReportFilter) { recentSales(filter: $filter) { id } }', {
      filter,
    })) as { recentSales: { id: number }[] };
    expect(recentSales).toHaveLength(200);

    const seen: Line[] = [];
    for (let offset = 0; offset < lines; offset += 150) {
      const page = (await ask(LINES, { filter, limit: 150, offset })).saleLines as { total: number; items: Line[] };
      expect(page.total).toBe(lines);
      expect(page.items.length).toBe(Math.min(150, lines - offset));
      seen.push(...page.items);
    }
    // The first 200 are the latest 200; every line comes once, newest day first.
    expect(seen.slice(0, 200).map((line) => line.id)).toEqual(recentSales.map((sale) => sale.id));
    expect(new Set(seen.map((line) => line.id)).size).toBe(lines);
    expect(seen.map((line) => line.date)).toEqual([...seen.map((line) => line.date)].sort().reverse());
  });

  it('refuses a bad page before asking the bases', async () => {
    const answer = await gql(gateway, LINES, { limit: 0 }, admin);
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
  });
});
