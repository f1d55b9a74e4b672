// Promoter Target Setting's month copy and cleared targets through GraphQL against the real services (strict or
// not): a target set to 0 is no target (the described bases have no call to remove one, MonthlyTargetAdd with
// Target 0 stands for it); copyMonthlyTargets checks its months before any upstream call, previews the count,
// then writes the previous month's targets with MonthlyTargetAdd, keeping the shown month's own, one audit entry;
// a copy past one request's allowance is refused unless asked in parts (target-copy-races.test.ts copies one so).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { yearsAhead } from '../../../tests/support/seed-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

/** Months of a year ahead no other file sets targets in. */
const YEAR = yearsAhead(11);

const SET =
  'mutation Set($year: Int!, $month: Int!, $type: TargetType!, $targets: [TargetInput!]!) { ' +
  'setMonthlyTargets(year: $year, month: $month, type: $type, targets: $targets) { saved failed } }';
const TARGETS =
  'query T($year: Int!, $month: Int!, $type: TargetType) { monthlyTargets(year: $year, month: $month, type: $type) ' +
  '{ teamMemberId brandId target type } }';
const COPY = `mutation Copy($fromYear: Int!, $fromMonth: Int!, $toYear: Int!, $toMonth: Int!, $preview: Boolean) {
  copyMonthlyTargets(
    fromYear: $fromYear, fromMonth: $fromMonth, toYear: $toYear, toMonth: $toMonth, preview: $preview
  ) {
    preview copied kept skipped failed remaining
  }
}`;
const TRAIL = `query Trail($filter: AuditFilter) {
  auditTrail(filter: $filter) { total items { operation recordKind recordId after } }
}`;

interface Target {
  teamMemberId: number;
  brandId: number;
  target: number;
  type: string;
}

const byCell = (a: Target, b: Target) =>
  a.teamMemberId - b.teamMemberId || a.brandId - b.brandId || a.type.localeCompare(b.type);

describe('target months: cleared targets and the copy from another month', () => {
  let gateway: TestGateway;
  let manager: string;
  let other: number;
  let brands: number[];
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    manager = await signIn(gateway, DEMO.manager);
    const lists = await gql(gateway, '{ targetMembers { id } brandOptions { id active } }', {}, manager);
    expect(lists.body.errors).toBeUndefined();
    const data = lists.body.data as {
      targetMembers: { id: number }[];
      brandOptions: { id: number; active: boolean }[];
    };
    other = data.targetMembers.find((m) => m.id !== 3)!.id;
    // Active brands: an inactive one takes no new target.
    brands = data.brandOptions.filter((b) => b.active).map((b) => b.id);
  });
  afterAll(() => gateway?.close());

  const targetsOf = async (month: number, type?: string): Promise<Target[]> => {
    const answer = await gql(gateway, TARGETS, { year: YEAR, month, type: type ?? null }, manager);
    expect(answer.body.errors).toBeUndefined();
    return [...(answer.body.data?.monthlyTargets as Target[])].sort(byCell);
  };
  const set = async (
    month: number,
    type: string,
    targets: { teamMemberId: number; brandId: number; target: number }[],
  ) => {
    const answer = await gql(gateway, SET, { year: YEAR, month, type, targets }, manager);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.setMonthlyTargets).toEqual({ saved: targets.length, failed: 0 });
  };

  it('takes a target set to 0 as no target: the month lists it no more', async () => {
    await set(1, 'QUANTITY', [
      { teamMemberId: 3, brandId: brands[0]!, target: 40 },
      { teamMemberId: 3, brandId: brands[1]!, target: 25 },
    ]);
    await set(1, 'QUANTITY', [{ teamMemberId: 3, brandId: brands[0]!, target: 0 }]);
    expect(await targetsOf(1, 'QUANTITY')).toEqual([
      { teamMemberId: 3, brandId: brands[1]!, target: 25, type: 'QUANTITY' },
    ]);
  });

  it("previews, then copies the other month's targets of both types, keeping the month's own", async () => {
    const [b1, b2, b3] = brands as [number, number, number];
    await set(3, 'QUANTITY', [
      { teamMemberId: 3, brandId: b1, target: 10 },
      { teamMemberId: other, brandId: b1, target: 7 },
      { teamMemberId: other, brandId: b3, target: 0 },
    ]);
    await set(3, 'VALUE', [{ teamMemberId: 3, brandId: b2, target: 20.5 }]);
    await set(4, 'QUANTITY', [{ teamMemberId: 3, brandId: b1, target: 99 }]);

    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const preview = await gql(
        gateway,
        COPY,
        { fromYear: YEAR, fromMonth: 3, toYear: YEAR, toMonth: 4, preview: true },
        manager,
      );
      expect(preview.body.errors).toBeUndefined();
      expect(preview.body.data?.copyMonthlyTargets).toEqual({
        preview: true,
        copied: 2,
        kept: 1,
        skipped: 0,
        failed: 0,
        remaining: 0,
      });
      expect(counter.count('MonthlyTargetAdd')).toBe(0);
    } finally {
      counter.stop();
    }
    expect(await targetsOf(4)).toEqual([{ teamMemberId: 3, brandId: b1, target: 99, type: 'QUANTITY' }]);

    const copied = await gql(gateway, COPY, { fromYear: YEAR, fromMonth: 3, toYear: YEAR, toMonth: 4 }, manager);
    expect(copied.body.errors).toBeUndefined();
    expect(copied.body.data?.copyMonthlyTargets).toEqual({
      preview: false,
      copied: 2,
      kept: 1,
      skipped: 0,
      failed: 0,
      remaining: 0,
    });
    expect(await targetsOf(4)).toEqual(
      [
        { teamMemberId: 3, brandId: b1, target: 99, type: 'QUANTITY' },
        { teamMemberId: 3, brandId: b2, target: 20.5, type: 'VALUE' },
        { teamMemberId: other, brandId: b1, target: 7, type: 'QUANTITY' },
      ].sort(byCell),
    );

    // Copying again writes nothing: every target is there now.
    const again = await gql(gateway, COPY, { fromYear: YEAR, fromMonth: 3, toYear: YEAR, toMonth: 4 }, manager);
    expect(again.body.data?.copyMonthlyTargets).toEqual({
      preview: false,
      copied: 0,
      kept: 3,
      skipped: 0,
      failed: 0,
      remaining: 0,
    });

    // The trail is read on User Permission: the administrator's.
    const admin = await signIn(gateway, DEMO.admin);
    const entries = await gql(gateway, TRAIL, { filter: { recordKind: 'target', recordId: `${YEAR}-04` } }, admin);
    expect(entries.body.errors).toBeUndefined();
    const operations = (entries.body.data?.auditTrail as { items: { operation: string }[] }).items.map(
      (item) => item.operation,
    );
    // Two copies (the preview wrote nothing) and the month's own target.
    expect(operations.filter((operation) => operation === 'copyMonthlyTargets')).toHaveLength(2);
  });

  it('checks both months before any upstream call: a real month, not the same one', async () => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const fieldOf = async (variables: Record<string, unknown>) => {
        const answer = await gql(gateway, COPY, variables, manager);
        expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
        return answer.body.errors?.[0]?.extensions?.field;
      };
      expect(await fieldOf({ fromYear: YEAR, fromMonth: 4, toYear: YEAR, toMonth: 4 })).toBe('toMonth');
      expect(await fieldOf({ fromYear: YEAR, fromMonth: 13, toYear: YEAR, toMonth: 4 })).toBe('fromMonth');
      expect(await fieldOf({ fromYear: YEAR, fromMonth: 3, toYear: 1999, toMonth: 4 })).toBe('toYear');
      expect(counter.calls.filter((call) => call.startsWith('MonthlyTarget'))).toEqual([]);
    } finally {
      counter.stop();
    }
  });

  it('refuses a copy of more targets than one request may write unless asked in parts, writing none', async () => {
    const members = (
      (await gql(gateway, '{ targetMembers { id } }', {}, manager)).body.data?.targetMembers as { id: number }[]
    ).map((m) => m.id);
    const cells = members.flatMap((teamMemberId) => brands.map((brandId) => ({ teamMemberId, brandId })));
    // Over 1000 targets in month 7 of both types together (at most 1000 a call).
    const quantity = cells.slice(0, 600).map((cell, index) => ({ ...cell, target: index + 1 }));
    const value = cells.slice(0, 401).map((cell, index) => ({ ...cell, target: index + 1 }));
    expect(quantity.length + value.length).toBe(1001);
    await set(7, 'QUANTITY', quantity);
    await set(7, 'VALUE', value);
    // The preview still counts them, so the screen can say why the copy cannot be made in one go.
    const months = { fromYear: YEAR, fromMonth: 7, toYear: YEAR, toMonth: 8 };
    const preview = await gql(gateway, COPY, { ...months, preview: true }, manager);
    expect(preview.body.errors).toBeUndefined();
    expect(preview.body.data?.copyMonthlyTargets).toMatchObject({ preview: true, copied: 1001 });
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const answer = await gql(gateway, COPY, months, manager);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.body.errors?.[0]?.message).toMatch(/1,001 targets.*at most 1,000: copy with inParts: true/);
      expect(answer.body.errors?.[0]?.extensions?.field).toBe('inParts');
      expect(counter.count('MonthlyTargetAdd')).toBe(0);
    } finally {
      counter.stop();
    }
    expect(await targetsOf(8)).toEqual([]);
  }, 120_000);
});
