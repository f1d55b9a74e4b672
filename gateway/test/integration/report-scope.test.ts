// What the report screens read beside their data: how the business writes numbers (locale and
// currency with the calendar), each dashboard card's previous period, and a manager's scope (the
// brands set up for them in Setup Manager By Brand), narrowed by the gateway, not the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, managerScope, signIn, type TestGateway } from './support.js';

const CARDS = 'visits lowStockLines salesQuantity salesValue';
const DASHBOARD = `query D($filter: ReportFilter) { dashboard(filter: $filter) {
  cards { ${CARDS} } previousCards { ${CARDS} } compliance { brand { id } lines } } }`;
type Cards = { visits: number; lowStockLines: number; salesQuantity: number; salesValue: number };
/** A day this many days back (the demo data covers the last 180 days). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
type Dashboard = { cards: Cards; previousCards: Cards; compliance: { brand: { id: number }; lines: number }[] };

describe('report scope and figures', () => {
  let gateway: TestGateway;
  let manager: string;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    manager = await signIn(gateway, DEMO.manager);
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  const dashboard = async (filter: Record<string, unknown>, cookie = admin) => {
    const answer = await gql(gateway, DASHBOARD, { filter }, cookie);
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data?.dashboard as Dashboard;
  };

  it('gives the locale and currency of money figures with the calendar (defaults fit the demo data)', async () => {
    const answer = await gql(gateway, '{ businessCalendar { timeZone today locale currency } }', {}, admin);
    expect(answer.body.data?.businessCalendar).toMatchObject({ locale: 'en-BD', currency: 'BDT' });
  });

  it("answers each card's previous period: as many days just before the range", async () => {
    const now = await dashboard({ fromDate: daysAgo(13), toDate: daysAgo(7) });
    const before = await dashboard({ fromDate: daysAgo(20), toDate: daysAgo(14) });
    expect(now.previousCards).toEqual(before.cards);
    expect(before.cards.visits).toBeGreaterThan(0);
    expect(now.previousCards).not.toEqual(now.cards);
  });

  it("narrows a manager's dashboard to the brands they manage when the scope is theirs", async () => {
    const { id, brands: managed } = await managerScope(gateway, manager);
    expect(managed.length).toBeGreaterThan(0);
    const range = { fromDate: daysAgo(59), toDate: daysAgo(0) };
    const mine = await dashboard({ ...range, managerId: id }, manager);
    const company = await dashboard(range, manager);
    const brandsShown = mine.compliance.filter((row) => row.lines > 0).map((row) => row.brand.id);
    expect(brandsShown.length).toBeGreaterThan(0);
    expect(brandsShown.every((id) => managed.includes(id))).toBe(true);
    expect(company.compliance.some((row) => row.lines > 0 && !managed.includes(row.brand.id))).toBe(true);
    expect(mine.cards.salesValue).toBeLessThan(company.cards.salesValue);
    expect(mine.cards.salesValue).toBeGreaterThan(0);
  });
});
