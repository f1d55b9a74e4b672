// Security suite (injection and fuzzing): values full of URL and SQL syntax reach the upstream as
// the literal value and change nothing; random filters of every list and report answer data or a
// clear refusal (BAD_USER_INPUT, GraphQL validation), never an internal error.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from '../integration/support.js';

const HOSTILE = [
  'a&RegionID=5',
  'x=1#frag',
  '_token=stolen',
  'line\nbreak',
  "'; drop table stores; --",
  '" or 1=1 --',
  'ΔΣ 商店 🛒',
  '%27%3B',
  '../../etc/passwd',
];

describe('security: injection', () => {
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  it('sends hostile text upstream as the literal value and changes nothing', async () => {
    // Every upstream request this file's gateway makes while the hostile filters run (other files run in other
    // processes, so their requests are not seen here).
    const requested: string[] = [];
    const listener = (message: unknown) => {
      const path = (message as { request?: { path?: unknown } }).request?.path;
      if (typeof path === 'string') requested.push(path);
    };
    subscribe('undici:request:create', listener);
    try {
      for (const value of HOSTILE) {
        const answer = await gql(
          gateway,
          'query S($name: String) { stores(filter: { name: $name }) { total } }',
          { name: value },
          admin,
        );
        expect(answer.body.errors?.[0]?.extensions?.code ?? 'OK', value).toMatch(/^(OK|BAD_USER_INPUT)$/);
      }
    } finally {
      unsubscribe('undici:request:create', listener);
    }
    const seen = requested.filter((path) => path.includes('/StoreList?'));
    const sentNames = seen.map((path) => new URLSearchParams(path.split('?')[1]).getAll('StoreName'));
    for (const value of HOSTILE.filter((v) => !/[\n]/.test(v))) {
      expect(
        sentNames.some((names) => names.length === 1 && names[0] === value.trim()),
        value,
      ).toBe(true);
    }
    for (const path of seen) expect(new URLSearchParams(path.split('?')[1]).getAll('_token')).toHaveLength(1);
    // Nothing changed: every request the hostile filters caused was a read (the bases' writes are named so).
    expect(requested.length).toBeGreaterThanOrEqual(HOSTILE.length);
    expect(
      requested.filter((path) => /\/\w*(?:Add|Update|Remove|Change|Copy|Reset|Upload|Delete|Set)\w*\?/.test(path)),
    ).toEqual([]);
    console.info(`security: ${HOSTILE.length} hostile values sent literally, nothing changed`);
  });

  it('keeps SQL out of the services: hostile text in any text filter of the REST bases answers normally', async () => {
    const base = inject('servicesUrl');
    const token = inject('servicesToken');
    for (const [path, param] of [
      ['/main/StoreList', 'StoreName'],
      ['/main/StoreList', 'StoreCode'],
      ['/settings/MappedStores', 'StoreName'],
      ['/settings/UnMappedStores', 'StoreName'],
    ] as const) {
      for (const value of HOSTILE) {
        const query = new URLSearchParams({
          [param]: value,
          _token: token,
          ...(path.startsWith('/settings') ? { TeamMemberID: '3' } : {}),
        });
        const response = await fetch(`${base}${path}?${query}`);
        expect([200, 400], `${path} ${param}=${value}`).toContain(response.status);
      }
    }
    const stores = await fetch(`${base}/main/StoreList?${new URLSearchParams({ _token: token })}`);
    expect(((await stores.json()) as { data: unknown[] }).data.length).toBeGreaterThan(1000);
  });
});

describe('security: property-based fuzzing of inputs', () => {
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  const id = fc.oneof(
    fc.constant(null),
    fc.integer({ min: -5, max: 40 }),
    fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
  );
  const text = fc.oneof(
    fc.constant(null),
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.constantFrom(...HOSTILE),
  );
  const day = fc.oneof(
    fc.constant(null),
    fc.constantFrom('2026-02-30', '2026-13-01', 'yesterday', ''),
    fc
      .date({ min: new Date('2019-01-01'), max: new Date('2031-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  );
  const reportFilter = fc.record({
    brandId: id,
    regionId: id,
    cityId: id,
    channelId: id,
    categoryId: id,
    gradeId: id,
    storeId: id,
    managerId: id,
    fromDate: day,
    toDate: day,
    period: fc.oneof(fc.constant(null), fc.constantFrom('TODAY', 'LAST_WEEK', 'LAST_QUARTER')),
  });
  // Weeks go to the week report only: elsewhere they are refused for what they are, not for what they hold.
  const weeks = fc.record({ fromWeek: id, toWeek: id });
  /** Clear refusals: bad input, a query the schema rejects, or a rule (a duplicate name or code). */
  const ALLOWED = new Set(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST', 'CONFLICT']);
  let tried = 0;

  const check = async (query: string, variables: Record<string, unknown>) => {
    tried++;
    const answer = await gql(gateway, query, variables, admin);
    for (const error of answer.body.errors ?? []) {
      expect(
        ALLOWED.has(String(error.extensions?.code)),
        `${query} ${JSON.stringify(variables)} → ${error.message}`,
      ).toBe(true);
    }
  };

  it('answers every report filter with data or a clear refusal', async () => {
    await fc.assert(
      fc.asyncProperty(reportFilter, weeks, async (filter, week) => {
        await check(
          'query R($f: ReportFilter, $w: ReportFilter) { displayCheckSummary(filter: $f) { lines } ' +
            'dailySales(filter: $f) { date } displayChecksByWeek(filter: $w) { week } }',
          { f: filter, w: { ...filter, ...week } },
        );
      }),
      { numRuns: 60 },
    );
  });

  it('answers every list filter, sort and page with data or a clear refusal', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          regionId: id,
          cityId: id,
          channelId: id,
          gradeId: id,
          active: fc.oneof(fc.constant(null), fc.boolean()),
          code: text,
          name: text,
        }),
        fc.record({ brandId: id, categoryId: id, active: fc.oneof(fc.constant(null), fc.boolean()), search: text }),
        fc.integer({ min: -10, max: 3000 }),
        fc.integer({ min: -10, max: 20000 }),
        async (stores, products, limit, offset) => {
          await check(
            'query L($s: StoreFilter, $p: ProductFilter, $l: Int!, $o: Int!) { stores(filter: $s, limit: $l, ' +
              'offset: $o) { total } products(filter: $p, limit: $l, offset: $o) { total } }',
            { s: stores, p: products, l: limit, o: offset },
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('answers every mutation input with success or a clear refusal', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          code: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...HOSTILE)),
          name: fc.string({ maxLength: 160 }),
          shortName: fc.string({ maxLength: 60 }),
          brandId: fc.integer({ min: -3, max: 40 }),
          categoryId: fc.integer({ min: -3, max: 200 }),
        }),
        fc.record({ name: fc.string({ maxLength: 120 }), brandId: fc.integer({ min: -3, max: 40 }) }),
        async (product, category) => {
          await check('mutation M($p: ProductInput!) { createProduct(input: $p) { id } }', {
            p: { ...product, code: `FZ-${product.code}` },
          });
          await check('mutation C($c: ProductCategoryInput!) { createProductCategory(input: $c) { id } }', {
            c: category,
          });
        },
      ),
      { numRuns: 40 },
    );
    console.info(`security: ${tried} fuzzed operations answered with data or a clear refusal`);
  });
});
