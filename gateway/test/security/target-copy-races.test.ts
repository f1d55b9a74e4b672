// Insider suite, Promoter Target Setting's month copy under pressure: an editor's target set while a copy runs is
// not overwritten by it; two copies of one month at once write it once (the second finds every target there);
// aliased copies in one request are counted against the write budget before any is written, so they are refused
// whole; and a month of more targets than one request may write is copied in parts, each within the budget.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { yearsAhead } from '../../../tests/support/seed-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from '../integration/support.js';

/** Months of a year ahead no other file sets targets in. */
const YEAR = yearsAhead(14);

const SET =
  'mutation Set($year: Int!, $month: Int!, $type: TargetType!, $targets: [TargetInput!]!) { ' +
  'setMonthlyTargets(year: $year, month: $month, type: $type, targets: $targets) { saved failed } }';
const TARGETS =
  'query T($year: Int!, $month: Int!) { monthlyTargets(year: $year, month: $month) ' +
  '{ teamMemberId brandId target type } }';
const COPY = `mutation Copy($fromMonth: Int!, $toMonth: Int!, $year: Int!, $inParts: Boolean = false) {
  copyMonthlyTargets(fromYear: $year, fromMonth: $fromMonth, toYear: $year, toMonth: $toMonth, inParts: $inParts) {
    copied kept skipped failed remaining
  }
}`;

interface Target {
  teamMemberId: number;
  brandId: number;
  target: number;
  type: string;
}
interface Copied {
  copied: number;
  kept: number;
  skipped: number;
  failed: number;
  remaining: number;
}
type Cell = { teamMemberId: number; brandId: number };

describe('insider: copying a month of targets while others edit it', () => {
  let gateway: TestGateway;
  let manager: string;
  let cells: Cell[];
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    manager = await signIn(gateway, DEMO.manager);
    const lists = await gql(gateway, '{ targetMembers { id } brandOptions { id active } }', {}, manager);
    const data = lists.body.data as {
      targetMembers: { id: number }[];
      brandOptions: { id: number; active: boolean }[];
    };
    cells = data.targetMembers.flatMap((member) =>
      data.brandOptions
        .filter((brand) => brand.active)
        .map((brand) => ({ teamMemberId: member.id, brandId: brand.id })),
    );
  });
  afterAll(() => gateway?.close());

  const set = async (month: number, type: string, targets: (Cell & { target: number })[]) => {
    const answer = await gql(gateway, SET, { year: YEAR, month, type, targets }, manager);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.setMonthlyTargets).toEqual({ saved: targets.length, failed: 0 });
  };
  const targetsOf = async (month: number): Promise<Target[]> => {
    const answer = await gql(gateway, TARGETS, { year: YEAR, month }, manager);
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data?.monthlyTargets as Target[];
  };
  const copy = (fromMonth: number, toMonth: number, inParts?: boolean) =>
    gql(gateway, COPY, { year: YEAR, fromMonth, toMonth, ...(inParts ? { inParts } : {}) }, manager);

  it("does not overwrite a target another editor sets while the copy is writing: the editor's stands", async () => {
    const source = cells.slice(0, 300).map((cell, index) => ({ ...cell, target: index + 1 }));
    expect(source).toHaveLength(300);
    await set(1, 'QUANTITY', source);
    // The last target the copy writes: by the time it gets there, the editor has set it.
    const last = source.at(-1)!;
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      let settled = false;
      const copying = copy(1, 2).finally(() => {
        settled = true;
      });
      while (!settled && counter.count('MonthlyTargetAdd') === 0) await new Promise((r) => setTimeout(r, 2));
      const editing = gql(
        gateway,
        SET,
        { year: YEAR, month: 2, type: 'QUANTITY', targets: [{ ...last, target: 7777 }] },
        manager,
      );
      const [copied, edited] = await Promise.all([copying, editing]);
      expect(copied.body.errors).toBeUndefined();
      expect(edited.body.data?.setMonthlyTargets).toEqual({ saved: 1, failed: 0 });
      const result = copied.body.data?.copyMonthlyTargets as Copied;
      expect(result.copied + result.kept).toBe(300);
    } finally {
      counter.stop();
    }
    const month = await targetsOf(2);
    expect(month).toHaveLength(300);
    const edited = month.find((one) => one.teamMemberId === last.teamMemberId && one.brandId === last.brandId);
    expect(edited?.target).toBe(7777);
  }, 120_000);

  it('copies a month once when two copies of it run at once: the second finds every target there', async () => {
    const source = cells.slice(0, 40).map((cell, index) => ({ ...cell, target: index + 10 }));
    await set(3, 'VALUE', source);
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const answers = await Promise.all([copy(3, 4), copy(3, 4)]);
      for (const answer of answers) expect(answer.body.errors).toBeUndefined();
      const results = answers
        .map((answer) => answer.body.data?.copyMonthlyTargets as Copied)
        .sort((a, b) => b.copied - a.copied);
      expect(results).toEqual([
        { copied: 40, kept: 0, skipped: 0, failed: 0, remaining: 0 },
        { copied: 0, kept: 40, skipped: 0, failed: 0, remaining: 0 },
      ]);
      expect(counter.count('MonthlyTargetAdd')).toBe(40);
    } finally {
      counter.stop();
    }
    expect(await targetsOf(4)).toHaveLength(40);
  }, 120_000);

  it('refuses aliased copies in one request before any is written: each may write a whole allowance', async () => {
    await set(
      5,
      'QUANTITY',
      cells.slice(0, 3).map((cell) => ({ ...cell, target: 5 })),
    );
    const aliased = `mutation { a: copyMonthlyTargets(fromYear: ${YEAR}, fromMonth: 5, toYear: ${YEAR}, toMonth: 6)
      { copied } b: copyMonthlyTargets(fromYear: ${YEAR}, fromMonth: 5, toYear: ${YEAR}, toMonth: 7) { copied } }`;
    const beside = `mutation ($t: [TargetInput!]!) {
      a: copyMonthlyTargets(fromYear: ${YEAR}, fromMonth: 5, toYear: ${YEAR}, toMonth: 6) { copied }
      b: setMonthlyTargets(year: ${YEAR}, month: 7, type: VALUE, targets: $t) { saved } }`;
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      for (const [query, variables] of [
        [aliased, {}],
        [beside, { t: [{ ...cells[0]!, target: 1 }] }],
      ] as const) {
        const answer = await gql(gateway, query, variables, manager);
        expect(answer.status).toBe(400);
        expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
        expect(answer.body.errors?.[0]?.message).toMatch(/At most 1000 targets/);
      }
      expect(counter.count('MonthlyTargetAdd')).toBe(0);
    } finally {
      counter.stop();
    }
    expect(await targetsOf(6)).toEqual([]);
    expect(await targetsOf(7)).toEqual([]);
    // A preview writes nothing: it goes beside a copy.
    const previewed = `mutation {
      a: copyMonthlyTargets(fromYear: ${YEAR}, fromMonth: 5, toYear: ${YEAR}, toMonth: 6, preview: true) { copied }
      b: copyMonthlyTargets(fromYear: ${YEAR}, fromMonth: 5, toYear: ${YEAR}, toMonth: 6) { copied } }`;
    const answer = await gql(gateway, previewed, {}, manager);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toEqual({ a: { copied: 3 }, b: { copied: 3 } });
  }, 120_000);

  it('copies a month past the allowance in parts when asked, each within it; refuses it whole otherwise', async () => {
    const quantity = cells.slice(0, 700).map((cell, index) => ({ ...cell, target: index + 1 }));
    const value = cells.slice(0, 500).map((cell, index) => ({ ...cell, target: index + 1 }));
    expect(quantity.length + value.length).toBe(1200);
    await set(8, 'QUANTITY', quantity);
    await set(8, 'VALUE', value);
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const refused = await copy(8, 9);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(refused.body.errors?.[0]?.message).toMatch(/1,200 targets.*inParts: true/);
      expect(counter.count('MonthlyTargetAdd')).toBe(0);

      const first = await copy(8, 9, true);
      expect(first.body.errors).toBeUndefined();
      expect(first.body.data?.copyMonthlyTargets).toEqual({
        copied: 1000,
        kept: 0,
        skipped: 0,
        failed: 0,
        remaining: 200,
      });
      const second = await copy(8, 9, true);
      expect(second.body.data?.copyMonthlyTargets).toEqual({
        copied: 200,
        kept: 1000,
        skipped: 0,
        failed: 0,
        remaining: 0,
      });
      expect(counter.count('MonthlyTargetAdd')).toBe(1200);
    } finally {
      counter.stop();
    }
    expect(await targetsOf(9)).toHaveLength(1200);
  }, 240_000);
});
