// Insider suite, write budget of the other bulk writes: aliases of setMonthlyTargets (at most 1000 targets a
// call) and changeJourneyPlan (200 changes a call) must not multiply a request into thousands of upstream
// writes. Every aliased call of one request counts against one allowance of that kind, checked before any write.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from '../integration/support.js';

const PICK = 'query { targetMembers(regionId: null) { id } brands { id } stores(limit: 1) { items { id } } }';
type Target = { teamMemberId: number; brandId: number; target: number };

describe('insider: aliased bulk writes share one per-request allowance', () => {
  let gateway: TestGateway;
  let admin: string;
  let targets: Target[];
  let memberId: number;
  let storeId: number;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
    const data = (await gql(gateway, PICK, {}, admin)).body.data as {
      targetMembers: { id: number }[];
      brands: { id: number }[];
      stores: { items: { id: number }[] };
    };
    memberId = data.targetMembers[0]!.id;
    storeId = data.stores.items[0]!.id;
    targets = data.targetMembers.flatMap((member) =>
      data.brands.map((brand) => ({ teamMemberId: member.id, brandId: brand.id, target: 1 })),
    );
  });
  afterAll(() => gateway?.close());

  it('counts every aliased setMonthlyTargets of one request against the 1000-target allowance', async () => {
    const many = targets.slice(0, Math.min(targets.length, 1000));
    const first = targets.slice(0, 1001 - many.length);
    expect(first.length + many.length).toBe(1001);
    const query = `mutation T($a: [TargetInput!]!, $b: [TargetInput!]!) {
      a: setMonthlyTargets(year: 2099, month: 12, type: QUANTITY, targets: $a) { saved }
      b: setMonthlyTargets(year: 2099, month: 11, type: QUANTITY, targets: $b) { saved }
    }`;
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const answer = await gql(gateway, query, { a: first, b: many }, admin);
      const refusal = answer.body.errors?.[0];
      expect(answer.status).toBe(400);
      expect(refusal?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(refusal?.message).toMatch(/1000 targets/);
      // Refused before any field runs: not even the first alias, within the allowance, is written.
      expect(counter.count('MonthlyTargetAdd')).toBe(0);
    } finally {
      counter.stop();
    }
  });

  it('counts every aliased changeJourneyPlan of one request against the 200-change allowance', async () => {
    // Removing a store-day that is not planned changes nothing; repeating it is allowed, one upstream call each.
    const remove = { storeId, date: '2099-03-02', action: 'REMOVE' };
    const query = `mutation P($m: Int!, $a: [PlanChangeInput!]!, $b: [PlanChangeInput!]!) {
      a: changeJourneyPlan(teamMemberId: $m, year: 2099, week: 10, changes: $a) { changed }
      b: changeJourneyPlan(teamMemberId: $m, year: 2099, week: 10, changes: $b) { changed }
    }`;
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const answer = await gql(gateway, query, { m: memberId, a: [remove], b: Array(200).fill(remove) }, admin);
      const refusal = answer.body.errors?.[0];
      expect(answer.status).toBe(400);
      expect(refusal?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(refusal?.message).toMatch(/200 plan changes/);
      expect(counter.count('JourneyPlanChange')).toBe(0);
    } finally {
      counter.stop();
    }
  });
});
