// A past day's journey plan stays as it was: taking a store off or adding one to a day before the business's today is
// refused, with the change and its date named, before any JourneyPlanChange; today's plan can still be changed.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, businessToday, isoWeekOf } from '../../../tests/support/business-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

const CHANGE =
  'mutation C($m: Int!, $y: Int!, $w: Int!, $changes: [PlanChangeInput!]!) { ' +
  'changeJourneyPlan(teamMemberId: $m, year: $y, week: $w, changes: $changes) { date planned changed } }';

interface Refusal {
  code?: string;
  fields?: { field: string; message: string }[];
}

describe("a past day's plan", () => {
  let gateway: TestGateway;
  let admin: string;
  let storeId: number;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
    storeId = (
      (await gql(gateway, '{ mappedStores(teamMemberId: 3) { id } }', {}, admin)).body.data?.mappedStores as {
        id: number;
      }[]
    )[0]!.id;
  });
  afterAll(() => gateway?.close());

  it('refuses taking a store off or adding one to a day before today, before any upstream write', async () => {
    const { day: today } = businessToday();
    const yesterday = addDays(today, -1);
    const { year, week } = isoWeekOf(yesterday);
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const answer = await gql(
        gateway,
        CHANGE,
        {
          m: 3,
          y: year,
          w: week,
          changes: [
            { storeId, date: yesterday, action: 'REMOVE' },
            { storeId, date: yesterday, action: 'ADD' },
          ],
        },
        admin,
      );
      expect(answer.body.data).toBeNull();
      const refusal = answer.body.errors?.[0]?.extensions as Refusal;
      expect(refusal.code).toBe('BAD_USER_INPUT');
      // Yesterday in this week: the day is refused; on a Monday it is last week's, and the whole week is.
      const sameWeek = isoWeekOf(today).week === week;
      for (const index of sameWeek ? [0, 1] : [0]) {
        expect(refusal.fields).toContainEqual(
          sameWeek
            ? {
                field: `changes[${index}].date`,
                message: `Change ${index + 1}: ${yesterday} is before today; a past day's plan cannot be changed`,
              }
            : expect.objectContaining({ field: 'week' }),
        );
      }
      expect(counter.count('JourneyPlanChange')).toBe(0);

      // Today is not past: its removal is not refused for its date.
      const now = isoWeekOf(today);
      const todays = await gql(
        gateway,
        CHANGE,
        { m: 3, y: now.year, w: now.week, changes: [{ storeId, date: today, action: 'REMOVE' }] },
        admin,
      );
      const fields = (todays.body.errors?.[0]?.extensions as Refusal | undefined)?.fields ?? [];
      expect(fields.map((field) => field.field)).not.toContain('changes[0].date');
    } finally {
      counter.stop();
    }
  });

  it("leaves this week's past days out of a week copied into it, saying why", async () => {
    const { day: today } = businessToday();
    const now = isoWeekOf(today);
    // Last week as the source, or next week's in a year's first week (a copy stays within its ISO year).
    const last = isoWeekOf(addDays(today, -7));
    const from = last.year === now.year ? last.week : isoWeekOf(addDays(today, 7)).week;
    const answer = await gql(
      gateway,
      'mutation ($m: Int!, $y: Int!, $f: Int!, $t: Int!) { copyJourneyPlan(teamMemberId: $m, year: $y, ' +
        'fromWeek: $f, toWeek: $t, preview: true) { copied { date } skipped { date reason } } }',
      { m: 3, y: now.year, f: from, t: now.week },
      admin,
    );
    const result = answer.body.data?.copyJourneyPlan as {
      copied: { date: string }[];
      skipped: { date: string; reason: string }[];
    };
    expect(result.copied.length + result.skipped.length).toBeGreaterThan(0);
    expect(result.copied.filter((line) => line.date < today)).toEqual([]);
    for (const line of result.skipped.filter((skipped) => skipped.date < today))
      expect(line.reason).toBe('the day has passed');
    for (const line of [...result.copied, ...result.skipped].filter((copied) => copied.date >= today))
      expect(line).not.toMatchObject({ reason: 'the day has passed' });
  });
});
