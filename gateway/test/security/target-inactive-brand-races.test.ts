// Insider (the manager, in two sessions at once): an inactive brand takes no new target, whatever waits in the
// month's turn. A copy that waited its turn while the brand was deactivated skips it, and a change queued behind a
// removal of the brand's held target is refused once the removal leaves the brand nothing to hold. Both are judged
// when the write's turn comes, not when it was asked.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { yearsAhead } from '../../../tests/support/seed-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from '../integration/support.js';

/** A year ahead no other file sets targets in. */
const YEAR = yearsAhead(17);

const SET =
  'mutation Set($year: Int!, $month: Int!, $type: TargetType!, $targets: [TargetInput!]!) { ' +
  'setMonthlyTargets(year: $year, month: $month, type: $type, targets: $targets) { saved failed } }';
const TARGETS =
  'query T($year: Int!, $month: Int!, $brandId: Int) { monthlyTargets(year: $year, month: $month, brandId: $brandId) ' +
  '{ teamMemberId brandId target type } }';
const COPY = `mutation Copy($year: Int!, $fromMonth: Int!, $toMonth: Int!) {
  copyMonthlyTargets(fromYear: $year, fromMonth: $fromMonth, toYear: $year, toMonth: $toMonth) {
    copied kept skipped failed remaining
  }
}`;
const CREATE_BRAND = 'mutation ($input: BrandInput!) { createBrand(input: $input) { id active } }';
const UPDATE_BRAND =
  'mutation ($id: Int!, $version: String!, $input: BrandInput!) ' +
  '{ updateBrand(id: $id, version: $version, input: $input) { id active } }';

type Cell = { teamMemberId: number; brandId: number };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits (at most 10 s) until `seen` holds. */
async function until(seen: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!seen()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the upstream call');
    await pause(2);
  }
}

describe('new targets for an inactive brand through races', () => {
  let gateway: TestGateway;
  let manager: string;
  let secondEditor: string;
  let members: number[];
  let activeCells: Cell[];
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    manager = await signIn(gateway, DEMO.manager);
    // The same insider in a second tab (or a colleague holding the page): a second editor at once.
    secondEditor = await signIn(gateway, DEMO.manager);
    const lists = await gql(gateway, '{ targetMembers { id } brandOptions { id active } }', {}, manager);
    const data = lists.body.data as {
      targetMembers: { id: number }[];
      brandOptions: { id: number; active: boolean }[];
    };
    members = data.targetMembers.map((member) => member.id);
    activeCells = members.flatMap((teamMemberId) =>
      data.brandOptions.filter((brand) => brand.active).map((brand) => ({ teamMemberId, brandId: brand.id })),
    );
  });
  afterAll(() => gateway?.close());

  /** A brand of this test's own (the manager holds Brand List), active. */
  const ownBrand = async () => {
    const name = `Retired ${randomBytes(4).toString('hex')}`;
    const created = await gql(gateway, CREATE_BRAND, { input: { name, active: true } }, manager);
    const id = (created.body.data?.createBrand as { id: number } | undefined)?.id;
    if (!id) throw new Error(`could not create a brand: ${created.text}`);
    return { id, name };
  };
  const deactivate = async (brand: { id: number; name: string }) => {
    const listed = await gql(gateway, '{ brands { id version } }', {}, manager);
    const version = (listed.body.data?.brands as { id: number; version: string }[]).find(
      (row) => row.id === brand.id,
    )?.version;
    const answer = await gql(
      gateway,
      UPDATE_BRAND,
      { id: brand.id, version, input: { name: brand.name, active: false } },
      manager,
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.updateBrand).toEqual({ id: brand.id, active: false });
  };
  const set = (month: number, type: string, targets: (Cell & { target: number })[], cookie = manager) =>
    gql(gateway, SET, { year: YEAR, month, type, targets }, cookie);
  const targetsOf = async (month: number, brandId: number) => {
    const answer = await gql(gateway, TARGETS, { year: YEAR, month, brandId }, manager);
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data?.monthlyTargets as { teamMemberId: number; target: number }[];
  };
  /** A long save of the month (other brands' targets): it holds the month's turn while it writes. */
  const holdMonth = (month: number) =>
    set(
      month,
      'VALUE',
      activeCells.slice(0, 900).map((cell) => ({ ...cell, target: 3 })),
    );

  it('writes no target of a brand deactivated while the copy waited for its turn on the month', async () => {
    const brand = await ownBrand();
    const source = members.slice(0, 5).map((teamMemberId) => ({ teamMemberId, brandId: brand.id, target: 9 }));
    expect((await set(1, 'QUANTITY', source)).body.data?.setMonthlyTargets).toEqual({ saved: 5, failed: 0 });

    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      let heldUntil = 0;
      const holding = holdMonth(2).then((answer) => {
        heldUntil = Date.now();
        return answer;
      });
      await until(() => counter.count('MonthlyTargetAdd') > 0);
      // The copy reads the month it copies and the brands, then waits for the month's turn.
      const reads = counter.count('MonthlyTarget');
      const copying = gql(gateway, COPY, { year: YEAR, fromMonth: 1, toMonth: 2 }, secondEditor);
      await until(() => counter.count('MonthlyTarget') > reads);
      await pause(200);
      await deactivate(brand);
      const deactivatedAt = Date.now();
      const [held, copied] = await Promise.all([holding, copying]);
      expect(held.body.data?.setMonthlyTargets).toEqual({ saved: 900, failed: 0 });
      // The brand was inactive before the copy wrote anything into the month (it wrote only after the save's turn).
      expect(heldUntil).toBeGreaterThan(deactivatedAt);
      expect(copied.body.errors).toBeUndefined();
      // What setMonthlyTargets refuses ("inactive: it takes no new targets") a copy skips, as it does when it
      // starts after the deactivation.
      expect(copied.body.data?.copyMonthlyTargets).toMatchObject({ copied: 0, skipped: 5 });
    } finally {
      counter.stop();
    }
    expect(await targetsOf(2, brand.id)).toEqual([]);
    // The same copy started now is refused the targets, as the rule says.
    const later = await gql(gateway, COPY, { year: YEAR, fromMonth: 1, toMonth: 3 }, manager);
    expect(later.body.data?.copyMonthlyTargets).toMatchObject({ copied: 0, skipped: 5 });
  }, 120_000);

  it("lets no change queued behind a removal bring back an inactive brand's target (two editors at once)", async () => {
    const brand = await ownBrand();
    const [member] = members;
    const cell = { teamMemberId: member!, brandId: brand.id };
    expect((await set(4, 'QUANTITY', [{ ...cell, target: 5 }])).body.data?.setMonthlyTargets).toEqual({
      saved: 1,
      failed: 0,
    });
    await deactivate(brand);

    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const holding = holdMonth(4);
      await until(() => counter.count('MonthlyTargetAdd') > 0);
      // Editor one removes the target (0), editor two changes it: each allowed alone, as the brand holds it.
      const removing = set(4, 'QUANTITY', [{ ...cell, target: 0 }], manager);
      await pause(150);
      const reads = counter.count('MonthlyTarget');
      const changing = set(4, 'QUANTITY', [{ ...cell, target: 7 }], secondEditor);
      await until(() => counter.count('MonthlyTarget') > reads);
      const [held, removed] = await Promise.all([holding, removing, changing]);
      expect(held.body.data?.setMonthlyTargets).toEqual({ saved: 900, failed: 0 });
      expect(removed.body.data?.setMonthlyTargets).toEqual({ saved: 1, failed: 0 });
      // One after the other, the change after the removal is refused (the brand holds no target then); the
      // removal after the change leaves none.
      expect(await targetsOf(4, brand.id)).toEqual([]);
    } finally {
      counter.stop();
    }
  }, 120_000);
});
