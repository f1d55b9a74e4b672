// The analyst demo sign-in: a member whose pages are the reports and the API explorer, for trying the analysts'
// guide on the demo data. They read every report and its grouped figures, make access tokens for scripts, and
// change nothing: the master lists, the target grid and the settings stay closed to them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from './support.js';

const REPORT_PAGES = [
  'Dashboard',
  'Summary',
  'Detail',
  'Stock Report',
  'By Date',
  'By Week',
  'Daily Sales',
  'Target And Achivement',
  'Store Visit',
  'Month Visit',
  'Store Pictures',
  'Product Transfer',
  'Deployment',
  'Market Activity',
  'Market Issues',
  'Training List',
  'Stock',
  'API Explorer',
];
const CLOSED_PAGES = [
  'Store List',
  'Users List',
  'Product List',
  'Brand List',
  'Promoter Target Setting',
  'Journey Plan',
  'User Permission',
  'User Store Mapping',
];

describe('the analyst demo sign-in', () => {
  let gateway: TestGateway;
  let analyst: string;

  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    analyst = await signIn(gateway, DEMO.analyst);
  });
  afterAll(async () => {
    await gateway.app.close();
  });

  it('opens the reports and the API explorer, and nothing that edits the master data or the settings', async () => {
    const answer = await gql(gateway, '{ me { login pages teamType { name } } }', {}, analyst);
    expect(answer.body.errors).toBeUndefined();
    const me = answer.body.data?.me as { login: string; pages: string[]; teamType: { name: string } };
    expect(me.login).toBe('analyst');
    expect(me.pages).toEqual(expect.arrayContaining(REPORT_PAGES));
    expect(me.pages.filter((page) => CLOSED_PAGES.includes(page))).toEqual([]);
  });

  it('reads the reports and their grouped figures', async () => {
    const calendar = await gql(gateway, '{ businessCalendar { today } }', {}, analyst);
    const today = (calendar.body.data?.businessCalendar as { today: string }).today;
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    const answer = await gql(
      gateway,
      `query ($from: LocalDate!, $to: LocalDate!) {
        saleReport(dateFrom: $from, dateTo: $to) { quantity }
        salesAggregate(filter: { fromDate: $from, toDate: $to }, groupBy: [BRAND], limit: 3) { brand { name } value }
      }`,
      { from, to: today },
      analyst,
    );
    expect(answer.body.errors).toBeUndefined();
    expect((answer.body.data?.saleReport as unknown[]).length).toBeGreaterThan(0);
    expect(answer.body.data?.salesAggregate).toHaveLength(3);
  });

  it('is refused the master lists and their changes', async () => {
    const list = await gql(gateway, '{ stores(limit: 1) { total } }', {}, analyst);
    expect(list.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const change = await gql(
      gateway,
      'mutation ($input: BrandInput!) { createBrand(input: $input) { id } }',
      { input: { name: 'Analyst brand', active: true } },
      analyst,
    );
    expect(change.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('makes a read-only access token for a nightly script', async () => {
    const made = await gql(
      gateway,
      'mutation { createAccessToken(name: "Nightly sales", pages: ["Daily Sales"]) { token record { id readOnly } } }',
      {},
      analyst,
    );
    expect(made.body.errors).toBeUndefined();
    const created = made.body.data?.createAccessToken as { token: string; record: { id: number; readOnly: boolean } };
    expect(created.record.readOnly).toBe(true);
    // Only its own token: other files' scripts (the analysts' guide) hold tokens of the same demo analyst.
    const revoked = await gql(gateway, `mutation { revokeAccessToken(id: ${created.record.id}) { id } }`, {}, analyst);
    expect(revoked.body.errors).toBeUndefined();
  });
});
