// Insider suite, stale answers after a narrow write: a journey plan change or a target save drops only the cached
// answers that read what it changes, so a read that raced it must not be kept or shared past it. The bases answer a
// read before the write commits and the answer is held on the wire until the write has been answered: the answer made
// of it is not kept, the shared read in flight is not joined by a request that comes after the write, and the same
// holds on a second instance sharing Redis. A write the gateway sees fail after the base committed it still drops.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type DocumentNode, print } from 'graphql';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { daysFromToday, isoWeekDay } from '../../../tests/support/business-day.js';
import { type RunningRedis, startRedis } from '../../../tests/support/redis.js';
import { yearsAhead } from '../../../tests/support/seed-day.js';
import { createGateway } from '../../src/index.js';
import {
  DEMO,
  type GraphQLBody,
  gatewayConfig,
  gql,
  loopbackProxy,
  signIn,
  type TestGateway,
} from '../integration/support.js';

const CACHE_ON = { RESPONSE_CACHE_TTL_MS: '60000' };
/** Years of this file's own: no other file plans or sets targets in them. */
const PLAN_YEAR = yearsAhead(21);
const TARGET_YEAR = yearsAhead(22);

const documents = (() => {
  const generated = readFileSync(new URL('../../../web/src/gql/graphql.ts', import.meta.url), 'utf8');
  const found = new Map<string, string>();
  for (const match of generated.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm))
    found.set(match[1]!, print(JSON.parse(match[2]!) as DocumentNode));
  return found;
})();

async function ask(gateway: TestGateway, name: string, variables: object, cookie: string) {
  const response = await request(gateway.app.server)
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('cookie', cookie)
    .send({ query: documents.get(name), operationName: name, variables });
  const body = response.body as GraphQLBody;
  return { cache: response.headers['x-cache'] as string | undefined, body };
}

/**
 * A loopback proxy to the services that, for the endpoints it is told to, sends the request on at once (the base
 * answers it now) but holds the answer until released; `fail` answers 500 to the gateway once the base has answered
 * (a write the base committed that the gateway sees fail).
 */
async function answerHoldingProxy() {
  let holding: string | undefined;
  let failing: string | undefined;
  let answered: () => void = () => {};
  let released: Promise<void> = Promise.resolve();
  let release: () => void = () => {};
  const arrived = new Map<string, number>();
  const proxy = await loopbackProxy((endpoint, _reply, _pass, forward) => {
    arrived.set(endpoint, (arrived.get(endpoint) ?? 0) + 1);
    const hold = endpoint === holding;
    const fail = endpoint === failing;
    forward((answer) => {
      const send = () => (fail ? answer.reply(500, '{"status":500,"message":"x"}') : answer.send());
      if (!hold) return send();
      answered();
      void released.then(send);
    });
  });
  return {
    ...proxy,
    /** Holds the answers of `endpoint` from now on; resolves once the base has answered one of them. */
    hold(endpoint: string): Promise<void> {
      holding = endpoint;
      released = new Promise<void>((resolve) => {
        release = resolve;
      });
      return new Promise<void>((resolve) => {
        answered = resolve;
      });
    },
    release(): void {
      holding = undefined;
      release();
    },
    /** How many requests to `endpoint` have come in. */
    arrivals: (endpoint: string) => arrived.get(endpoint) ?? 0,
    fail(endpoint: string | undefined): void {
      failing = endpoint;
    },
  };
}
type Proxy = Awaited<ReturnType<typeof answerHoldingProxy>>;

interface PlanDay {
  date: string;
  entries: { storeId: number }[];
}
const plannedOn = (body: GraphQLBody, date: string) =>
  (body.data?.journeyPlan as { days: PlanDay[] }).days
    .find((day) => day.date === date)!
    .entries.map((entry) => entry.storeId);
const targetOf = (body: GraphQLBody, member: number, brand: number) =>
  (body.data?.monthlyTargets as { teamMemberId: number; brandId: number; target: number }[]).find(
    (row) => row.teamMemberId === member && row.brandId === brand,
  )?.target;
const targetGrid = (month: number) => ({
  year: TARGET_YEAR,
  month,
  type: 'QUANTITY',
  previousYear: TARGET_YEAR,
  previousMonth: month - 1,
  withPrevious: false,
});

async function lists(gateway: TestGateway, cookie: string) {
  const query = '{ mappedStores(teamMemberId: 3) { id } targetMembers { id } brandOptions { id active } }';
  const found = (await gql(gateway, query, {}, cookie)).body.data as {
    mappedStores: { id: number }[];
    targetMembers: { id: number }[];
    brandOptions: { id: number; active: boolean }[];
  };
  return {
    stores: found.mappedStores.map((store) => store.id),
    member: found.targetMembers[0]!.id,
    brand: found.brandOptions.find((brand) => brand.active)!.id,
  };
}

describe.skipIf(inject('servicesStrict'))('a read racing a narrow write on one instance', () => {
  let proxy: Proxy;
  let gateway: TestGateway;
  let admin: string;
  let manager: string;
  let picked: Awaited<ReturnType<typeof lists>>;
  beforeAll(async () => {
    proxy = await answerHoldingProxy();
    gateway = await createGateway(gatewayConfig({ upstream: proxy.upstream }, CACHE_ON));
    admin = await signIn(gateway, DEMO.admin);
    manager = await signIn(gateway, DEMO.manager);
    picked = await lists(gateway, admin);
  });
  afterAll(async () => {
    proxy?.release();
    await gateway?.close();
    await proxy?.close();
  });

  it('keeps no answer of a week read before a plan change and answered after it', async () => {
    const week = 10;
    const day = isoWeekDay(PLAN_YEAR, week, 3);
    const store = picked.stores[0]!;
    const asked = { teamMemberId: 3, year: PLAN_YEAR, week };
    const answered = proxy.hold('GetTeamMemberVisitSummary');
    const racing = ask(gateway, 'JourneyPlan', asked, manager);
    await answered;
    const changed = await ask(gateway, 'ChangePlan', { ...asked, changes: [{ storeId: store, date: day }] }, admin);
    expect(changed.body.data?.changeJourneyPlan).toMatchObject([{ planned: true, changed: true }]);
    // A request after the write: it must not join the read in flight from before it.
    const after = ask(gateway, 'JourneyPlan', asked, admin);
    proxy.release();
    expect(plannedOn((await racing).body, day)).not.toContain(store);
    expect(plannedOn((await after).body, day)).toContain(store);
    const again = await ask(gateway, 'JourneyPlan', asked, manager);
    expect(plannedOn(again.body, day)).toContain(store);
  });

  it('keeps no target grid read before a target save and answered after it', async () => {
    const month = 3;
    const value = 1000 + (randomBytes(1)[0] ?? 0);
    const answered = proxy.hold('MonthlyTarget');
    const racing = ask(gateway, 'TargetGrid', targetGrid(month), manager);
    await answered;
    const targets = [{ teamMemberId: picked.member, brandId: picked.brand, target: value }];
    const saved = await ask(gateway, 'SetTargets', { year: TARGET_YEAR, month, type: 'QUANTITY', targets }, admin);
    expect(saved.body.data?.setMonthlyTargets).toMatchObject({ saved: 1 });
    const after = ask(gateway, 'TargetGrid', targetGrid(month), admin);
    proxy.release();
    await racing;
    expect(targetOf((await after).body, picked.member, picked.brand)).toBe(value);
    const again = await ask(gateway, 'TargetGrid', targetGrid(month), manager);
    expect(targetOf(again.body, picked.member, picked.brand)).toBe(value);
  });

  it('reads a sorted whole afresh for a page asked after a plan change, not joining the one in flight', async () => {
    const query =
      'query P($filter: ReportFilter, $limit: Int, $offset: Int, $orderBy: StoreVisitOrder) { storeVisits(' +
      'filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) { total items { id planned } } }';
    const variables = {
      filter: { fromDate: daysFromToday(-6), toDate: daysFromToday(0) },
      limit: 5,
      offset: 0,
      orderBy: { field: 'DURATION', direction: 'DESC' },
    };
    const page = (offset: number) => gql(gateway, query, { ...variables, offset }, manager);
    const week = 13;
    const day = isoWeekDay(PLAN_YEAR, week, 1);
    const before = proxy.arrivals('StoreVisitReport');
    const answered = proxy.hold('StoreVisitReport');
    const racing = page(0);
    await answered;
    const asked = { teamMemberId: 3, year: PLAN_YEAR, week };
    await ask(gateway, 'ChangePlan', { ...asked, changes: [{ storeId: picked.stores[3]!, date: day }] }, admin);
    const after = page(5);
    // The page asked after the change sends a read of its own rather than waiting on the whole read before it.
    await expect.poll(() => proxy.arrivals('StoreVisitReport')).toBeGreaterThan(before + 1);
    proxy.release();
    expect((await racing).body.errors).toBeUndefined();
    expect((await after).body.errors).toBeUndefined();
  });

  it('drops what a plan change the base committed can change although the gateway saw it fail', async () => {
    const week = 11;
    const day = isoWeekDay(PLAN_YEAR, week, 2);
    const store = picked.stores[1]!;
    const asked = { teamMemberId: 3, year: PLAN_YEAR, week };
    await ask(gateway, 'JourneyPlan', asked, manager);
    expect((await ask(gateway, 'JourneyPlan', asked, manager)).cache).toBe('hit');
    proxy.fail('JourneyPlanChange');
    try {
      const changed = await ask(gateway, 'ChangePlan', { ...asked, changes: [{ storeId: store, date: day }] }, admin);
      expect(changed.body.errors).toBeDefined();
    } finally {
      proxy.fail(undefined);
    }
    expect(plannedOn((await ask(gateway, 'JourneyPlan', asked, manager)).body, day)).toContain(store);
  });
});

describe.skipIf(inject('servicesStrict'))('a read racing a narrow write on another instance sharing Redis', () => {
  let redis: RunningRedis;
  let proxy: Proxy;
  let one: TestGateway;
  let two: TestGateway;
  let admin: string;
  let picked: Awaited<ReturnType<typeof lists>>;
  beforeAll(async () => {
    redis = await startRedis();
    proxy = await answerHoldingProxy();
    const shared = { ...CACHE_ON, SESSION_SECRET: randomBytes(32).toString('base64url'), REDIS_URL: redis.url };
    one = await createGateway(gatewayConfig({}, shared));
    two = await createGateway(gatewayConfig({ upstream: proxy.upstream }, shared));
    admin = await signIn(one, DEMO.admin);
    picked = await lists(one, admin);
  });
  afterAll(async () => {
    proxy?.release();
    await one?.close();
    await two?.close();
    await proxy?.close();
    await redis?.stop();
  });

  it('keeps no answer on the other instance of a week read before the change and answered after it', async () => {
    const week = 12;
    const day = isoWeekDay(PLAN_YEAR, week, 4);
    const store = picked.stores[2]!;
    const asked = { teamMemberId: 3, year: PLAN_YEAR, week };
    const answered = proxy.hold('GetTeamMemberVisitSummary');
    const racing = ask(two, 'JourneyPlan', asked, admin);
    await answered;
    await ask(one, 'ChangePlan', { ...asked, changes: [{ storeId: store, date: day }] }, admin);
    const after = ask(two, 'JourneyPlan', asked, admin);
    proxy.release();
    await racing;
    expect(plannedOn((await after).body, day)).toContain(store);
    expect(plannedOn((await ask(two, 'JourneyPlan', asked, admin)).body, day)).toContain(store);
  });
});
