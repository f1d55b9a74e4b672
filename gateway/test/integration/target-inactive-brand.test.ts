// A deactivated brand takes no new targets: the grid offers it only in a month where it still holds one (marked
// inactive), to change or remove. The gateway refuses a new target for it before anything is written, naming the
// row, and a copy of a month leaves its targets out; changing or removing one the brand holds that month goes through.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { yearsAhead } from '../../../tests/support/seed-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

const YEAR = yearsAhead(6);
const SET =
  'mutation ($year: Int!, $month: Int!, $targets: [TargetInput!]!) { ' +
  'setMonthlyTargets(year: $year, month: $month, type: QUANTITY, targets: $targets) { saved failed } }';
const TARGETS =
  'query ($year: Int!, $month: Int!, $brandId: Int) { ' +
  'monthlyTargets(year: $year, month: $month, type: QUANTITY, brandId: $brandId) { teamMemberId target } }';

describe('targets of a deactivated brand', () => {
  let gateway: TestGateway;
  let admin: string;
  let brandId: number;
  let member: number;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
    const created = await gql(
      gateway,
      'mutation ($input: BrandInput!) { createBrand(input: $input) { id version } }',
      { input: { name: `Retired ${randomBytes(4).toString('hex')}`, active: true } },
      admin,
    );
    const brand = created.body.data?.createBrand as { id: number; version: string };
    brandId = brand.id;
    member = (
      (await gql(gateway, '{ targetMembers { id } }', {}, admin)).body.data?.targetMembers as { id: number }[]
    )[0]!.id;
    // A target set while the brand was active, in the month after the one the refusal is tried in.
    const set = await gql(
      gateway,
      SET,
      { year: YEAR, month: 8, targets: [{ teamMemberId: member, brandId, target: 40 }] },
      admin,
    );
    expect(set.body.data?.setMonthlyTargets).toEqual({ saved: 1, failed: 0 });
    const deactivated = await gql(
      gateway,
      'mutation ($id: Int!, $version: String!, $input: BrandInput!) { ' +
        'updateBrand(id: $id, version: $version, input: $input) { active } }',
      { id: brandId, version: brand.version, input: { name: `Retired brand ${brandId}`, active: false } },
      admin,
    );
    expect(deactivated.body.data?.updateBrand).toEqual({ active: false });
  });
  afterAll(() => gateway?.close());

  it('refuses a new target for it, naming the row, and writes nothing', async () => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const refused = await gql(
        gateway,
        SET,
        { year: YEAR, month: 7, targets: [{ teamMemberId: member, brandId, target: 25 }] },
        admin,
      );
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'targets[0].brandId',
      });
      expect(refused.body.errors?.[0]?.message).toMatch(/Row 1: .* is inactive/);
      expect(counter.count('MonthlyTargetAdd')).toBe(0);
    } finally {
      counter.stop();
    }
    const listed = await gql(gateway, TARGETS, { year: YEAR, month: 7, brandId }, admin);
    expect(listed.body.data?.monthlyTargets).toEqual([]);
  });

  it('is left out of a copy into another month, counted as skipped', async () => {
    const COPY =
      'mutation ($year: Int!, $preview: Boolean!) { copyMonthlyTargets(fromYear: $year, fromMonth: 8, ' +
      'toYear: $year, toMonth: 9, preview: $preview) { copied skipped kept } }';
    // Month 8 of this year holds only this file's target: the brand's, set while it was active.
    const preview = await gql(gateway, COPY, { year: YEAR, preview: true }, admin);
    expect(preview.body.data?.copyMonthlyTargets).toEqual({ copied: 0, skipped: 1, kept: 0 });
    const copied = await gql(gateway, COPY, { year: YEAR, preview: false }, admin);
    expect(copied.body.data?.copyMonthlyTargets).toEqual({ copied: 0, skipped: 1, kept: 0 });
    expect((await gql(gateway, TARGETS, { year: YEAR, month: 9, brandId }, admin)).body.data?.monthlyTargets).toEqual(
      [],
    );
  });

  it('changes and then removes the target it holds in a month', async () => {
    const changed = await gql(
      gateway,
      SET,
      { year: YEAR, month: 8, targets: [{ teamMemberId: member, brandId, target: 55 }] },
      admin,
    );
    expect(changed.body.data?.setMonthlyTargets).toEqual({ saved: 1, failed: 0 });
    expect((await gql(gateway, TARGETS, { year: YEAR, month: 8, brandId }, admin)).body.data?.monthlyTargets).toEqual([
      { teamMemberId: member, target: 55 },
    ]);
    const removed = await gql(
      gateway,
      SET,
      { year: YEAR, month: 8, targets: [{ teamMemberId: member, brandId, target: 0 }] },
      admin,
    );
    expect(removed.body.data?.setMonthlyTargets).toEqual({ saved: 1, failed: 0 });
  });
});
