// The Dashboard is a new user's first screen: on the test services (started for this run) its operation, as the
// web client sends it, answers every part (none null, no UPSTREAM_TIMEOUT), for several users signing in at once
// and for the manager's own brands (the path that still reads every check line and sale).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, type GraphQLAnswer, gatewayConfig, gql, signIn, type TestGateway } from './support.js';

/** The DashboardView document of the web client, read from its source so the test sends what the screen sends. */
const DASHBOARD_VIEW = (() => {
  const source = readFileSync(new URL('../../../web/src/domains/sales/sales.documents.ts', import.meta.url), 'utf8');
  const match = /graphql\(`\s*(query DashboardView[\s\S]*?)`\)/.exec(source);
  if (!match?.[1]) throw new Error('DashboardView is not in web/src/domains/sales/sales.documents.ts');
  return match[1];
})();

const PARTS = [
  'cards',
  'previousCards',
  'salesByDay',
  'achievementByBrand',
  'compliance',
  'recentSales',
  'storeSummary',
  'productCountByBrand',
];

function expectEveryPart(answer: GraphQLAnswer) {
  expect(answer.body.errors?.map((error) => `${error.path?.join('.')}: ${error.extensions?.code}`)).toBeUndefined();
  const dashboard = answer.body.data?.dashboard as Record<string, unknown>;
  for (const part of PARTS) expect(dashboard[part], part).not.toBeNull();
  expect((dashboard.recentSales as unknown[]).length).toBeGreaterThan(0);
  expect((dashboard.cards as { visits: number }).visits).toBeGreaterThan(0);
}

describe("the Dashboard's parts on a freshly started product", () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    // The product's own upstream timeout (UPSTREAM_TIMEOUT_MS unset: 10 s), not a test's longer one.
    gateway = await createGateway(gatewayConfig());
  });
  afterAll(() => gateway?.close());

  it('answers every part of the first screen after sign-in, for three users at once', async () => {
    expect(PARTS.every((part) => DASHBOARD_VIEW.includes(`${part} {`))).toBe(true);
    const cookies = await Promise.all([signIn(gateway, DEMO.admin), signIn(gateway, DEMO.manager)]);
    const promoter = await signIn(gateway, DEMO.promoter);
    const answers = await Promise.all(
      [...cookies, promoter].map((cookie) => gql(gateway, DASHBOARD_VIEW, { filter: {} }, cookie)),
    );
    for (const answer of answers) expectEveryPart(answer);
  });

  it("answers every part over a manager's own brands and over one brand", async () => {
    const manager = await signIn(gateway, DEMO.manager);
    const admin = await signIn(gateway, DEMO.admin);
    const [mine, brand] = await Promise.all([
      gql(gateway, DASHBOARD_VIEW, { filter: { managerId: 2 } }, manager),
      gql(gateway, DASHBOARD_VIEW, { filter: { brandId: 1 } }, admin),
    ]);
    expectEveryPart(mine);
    expectEveryPart(brand);
  });
});
