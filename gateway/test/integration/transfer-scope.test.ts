// Product Transfer's "Only my brands": a manager's transfers narrowed to the brands set up for them (Setup Manager
// By Brand), by the filter's managerId the screen sends, as the other reports are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessToday } from '../../../tests/support/business-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, managerScope, signIn, type TestGateway } from './support.js';

const TRANSFERS = `query T($filter: ReportFilter) { transfers(filter: $filter, limit: 200) {
  total items { id units lines { quantity product { brand { id } } } } } }`;
type Line = { quantity: number; product: { brand: { id: number } } };
type Page = { total: number; items: { id: number; units: number; lines: Line[] }[] };

describe('product transfers in a manager scope', () => {
  let gateway: TestGateway;
  let manager: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    manager = await signIn(gateway, DEMO.manager);
  });
  afterAll(() => gateway?.close());

  it("lists only transfers of the manager's brands when the scope is theirs", async () => {
    const { id, brands: managed } = await managerScope(gateway, manager);
    expect(managed.length).toBeGreaterThan(0);
    const today = businessToday().day;
    const range = { fromDate: addDays(today, -170), toDate: today };
    const read = async (filter: Record<string, unknown>) => {
      const answer = await gql(gateway, TRANSFERS, { filter }, manager);
      expect(answer.body.errors).toBeUndefined();
      return answer.body.data?.transfers as Page;
    };
    const company = await read(range);
    const mine = await read({ ...range, managerId: id });
    const mineOnly = (item: Page['items'][number]) => item.lines.every((l) => managed.includes(l.product.brand.id));
    expect(company.items.some((item) => !mineOnly(item))).toBe(true);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(company.total);
    // Each transfer shows the lines of my brands only (most move other brands' products beside them), and its units
    // are theirs: the list the switch narrows is not the company's products under a shorter count.
    expect(mine.items.every((item) => item.lines.length > 0 && mineOnly(item))).toBe(true);
    for (const item of mine.items) expect(item.units).toBe(item.lines.reduce((sum, l) => sum + l.quantity, 0));
  });

  it('narrows the lines to the brand chosen in the filter', async () => {
    const today = businessToday().day;
    const range = { fromDate: addDays(today, -170), toDate: today };
    const answer = await gql(gateway, TRANSFERS, { filter: { ...range, brandId: 1 } }, manager);
    expect(answer.body.errors).toBeUndefined();
    const page = answer.body.data?.transfers as Page;
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((item) => item.lines.length > 0 && item.lines.every((l) => l.product.brand.id === 1))).toBe(
      true,
    );
  });
});
