// Insider suite, a past day's plan through a week copy: changeJourneyPlan refuses adding a store to a day before the
// business's today (a past day's plan is what the member was sent out with), so copying a week into this week must
// not add to this week's past days either. Otherwise a Journey Plan holder writes store-days onto days already gone,
// and each shows as a planned visit the member missed (PlanDay.missed, Month Visit) or turns an unplanned visit into
// a planned one (StoreVisit.planned). Both ways of copying are tried: the bases' CopyJourneyPlan (the journey-weeks
// extra) and the gateway's own copy from the described calls (no extras).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessToday, isoWeekDay, isoWeekOf } from '../../../tests/support/business-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from '../integration/support.js';
import { memberOfItsOwn } from './insider-support.js';

const CHANGE =
  'mutation C($m: Int!, $y: Int!, $w: Int!, $changes: [PlanChangeInput!]!) { ' +
  'changeJourneyPlan(teamMemberId: $m, year: $y, week: $w, changes: $changes) { date planned } }';
const COPY =
  'mutation P($m: Int!, $y: Int!, $f: Int!, $t: Int!) { ' +
  'copyJourneyPlan(teamMemberId: $m, year: $y, fromWeek: $f, toWeek: $t, preview: false) { ' +
  'copied { date } skipped { date reason } } }';
const PLAN =
  'query W($m: Int!, $y: Int!, $w: Int!) { journeyPlan(teamMemberId: $m, year: $y, week: $w) { ' +
  'days { date planned missed } } }';

const today = businessToday().day;
const yesterday = addDays(today, -1);
// The week copied into is the one holding yesterday (this week, or last week on a Monday), so it always has a past
// day; the week copied from is the one after it, planned from today on. A copy stays in its year: in the week that
// crosses into a new year there is nothing to try.
const target = isoWeekOf(yesterday);
const source = isoWeekOf(addDays(yesterday, 7));
const untestable = source.year !== target.year;

describe.skipIf(untestable)('insider: a week copy leaves the past days it meets as they were', () => {
  let admin: string;
  let storeId: number;
  beforeAll(async () => {
    const setup = await createGateway(gatewayConfig());
    try {
      admin = await signIn(setup, DEMO.admin);
      const stores = (await gql(setup, '{ mappedStores(teamMemberId: 3) { id } }', {}, admin)).body.data
        ?.mappedStores as { id: number }[];
      storeId = stores[0]!.id;
    } finally {
      await setup.close();
    }
  });

  for (const [name, extras] of [
    ["the bases' CopyJourneyPlan", undefined],
    ["the gateway's own copy (no extras)", 'none'],
  ] as const) {
    describe(name, () => {
      let gateway: TestGateway;
      let manager: string;
      let member: number;
      beforeAll(async () => {
        gateway = await createGateway(gatewayConfig({}, extras ? { UPSTREAM_EXTRAS: extras } : {}));
        [admin, manager] = await Promise.all([signIn(gateway, DEMO.admin), signIn(gateway, DEMO.manager)]);
        // A member of the test's own, with one store mapped, planned on every day of the week copied from.
        member = (await memberOfItsOwn(gateway, admin, 'pastcopy')).id;
        const mapped = await gql(
          gateway,
          'mutation ($m: Int!, $ids: [Int!]) { mapStores(teamMemberId: $m, storeIds: $ids) { __typename } }',
          { m: member, ids: [storeId] },
          admin,
        );
        expect(mapped.body.errors, mapped.text).toBeUndefined();
        const planned = await gql(
          gateway,
          CHANGE,
          {
            m: member,
            y: source.year,
            w: source.week,
            changes: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
              storeId,
              date: isoWeekDay(source.year, source.week, weekday),
              action: 'ADD',
            })),
          },
          manager,
        );
        expect(planned.body.errors, planned.text).toBeUndefined();
      });
      afterAll(() => gateway?.close());

      it('copies the next week into the one holding yesterday without planning a day before today', async () => {
        // The direct way is refused: yesterday's plan cannot be added to.
        const direct = await gql(
          gateway,
          CHANGE,
          { m: member, y: target.year, w: target.week, changes: [{ storeId, date: yesterday, action: 'ADD' }] },
          manager,
        );
        expect(direct.body.errors?.[0]?.extensions?.code, direct.text).toBe('BAD_USER_INPUT');

        const copy = await gql(gateway, COPY, { m: member, y: target.year, f: source.week, t: target.week }, manager);
        // Refusing the copy or skipping the past days both keep them; what may not happen is a past day planned.
        const copied = (copy.body.data?.copyJourneyPlan as { copied: { date: string }[] } | undefined)?.copied ?? [];
        expect(
          copied.map((line) => line.date).filter((date) => date < today),
          'store-days copied onto days before today',
        ).toEqual([]);
        const plan = (await gql(gateway, PLAN, { m: member, y: target.year, w: target.week }, manager)).body.data
          ?.journeyPlan as { days: { date: string; planned: number; missed: number }[] };
        const pastDays = plan.days.filter((day) => day.date < today);
        expect(pastDays.length).toBeGreaterThan(0);
        expect(pastDays.filter((day) => day.planned > 0 || day.missed > 0)).toEqual([]);
      });
    });
  }
});
