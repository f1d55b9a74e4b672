// Journey plans and visits through GraphQL: changes inside the week only, a copy previewed then
// made then repeated, the month's status, visits and team positions.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessToday, isoWeekDay, isoWeeksIn } from '../../../tests/support/business-day.js';
import { yearsAhead } from '../../../tests/support/seed-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

const CHANGE =
  'mutation C($m: Int!, $y: Int!, $w: Int!, $changes: [PlanChangeInput!]!) { ' +
  'changeJourneyPlan(teamMemberId: $m, year: $y, week: $w, changes: $changes) { ' +
  'date planned changed store { id code } } }';
const COPY =
  'mutation P($m: Int!, $y: Int!, $f: Int!, $t: Int!, $preview: Boolean!) { ' +
  'copyJourneyPlan(teamMemberId: $m, year: $y, fromWeek: $f, toWeek: $t, preview: $preview) { ' +
  'preview copied { date store { id } } skipped { date reason store { id } } } }';
/** Six years ahead: never a past week (the other files plan member 3 in other years). */
const YEAR = yearsAhead(6);
const PLAN =
  'query W($m: Int!, $y: Int!, $w: Int!) { journeyPlan(teamMemberId: $m, year: $y, week: $w) { ' +
  'fromDate days { date weekday planned entries { storeId planned visited store { name } } } } }';

describe('journey plans', () => {
  let gateway: TestGateway;
  let admin: string;
  let storeIds: number[];
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
    storeIds = (
      (await gql(gateway, '{ mappedStores(teamMemberId: 3) { id } }', {}, admin)).body.data?.mappedStores as {
        id: number;
      }[]
    ).map((s) => s.id);
  });
  afterAll(() => gateway?.close());

  it('adds a store to Tuesday, copies the week forward with a preview, and a second copy adds nothing', async () => {
    const added = await gql(
      gateway,
      CHANGE,
      { m: 3, y: YEAR, w: 10, changes: [{ storeId: storeIds[0], date: isoWeekDay(YEAR, 10, 2) }] },
      admin,
    );
    expect(added.body.data?.changeJourneyPlan).toEqual([
      {
        date: isoWeekDay(YEAR, 10, 2),
        planned: true,
        changed: true,
        store: { id: storeIds[0], code: expect.any(String) },
      },
    ]);
    const plan = (await gql(gateway, PLAN, { m: 3, y: YEAR, w: 10 }, admin)).body.data?.journeyPlan as {
      fromDate: string;
      days: { date: string; weekday: number; entries: { storeId: number; planned: boolean }[] }[];
    };
    expect(plan.fromDate).toBe(isoWeekDay(YEAR, 10, 1));
    expect(plan.days.find((day) => day.weekday === 2)!.entries).toEqual([
      expect.objectContaining({ storeId: storeIds[0], planned: true }),
    ]);

    const preview = (await gql(gateway, COPY, { m: 3, y: YEAR, f: 10, t: 12, preview: true }, admin)).body.data
      ?.copyJourneyPlan as { preview: boolean; copied: { date: string }[] };
    expect(preview).toMatchObject({
      preview: true,
      copied: [{ date: isoWeekDay(YEAR, 12, 2), store: { id: storeIds[0] } }],
      skipped: [],
    });
    expect((await gql(gateway, PLAN, { m: 3, y: YEAR, w: 12 }, admin)).body.data?.journeyPlan).toMatchObject({
      days: expect.not.arrayContaining([expect.objectContaining({ planned: 1 })]),
    });
    const copied = (await gql(gateway, COPY, { m: 3, y: YEAR, f: 10, t: 12, preview: false }, admin)).body.data
      ?.copyJourneyPlan;
    expect(copied).toMatchObject({ preview: false, copied: [{ date: isoWeekDay(YEAR, 12, 2) }] });
    const again = (await gql(gateway, COPY, { m: 3, y: YEAR, f: 10, t: 12, preview: false }, admin)).body.data
      ?.copyJourneyPlan;
    expect(again).toMatchObject({
      copied: [],
      skipped: [{ date: isoWeekDay(YEAR, 12, 2), reason: 'already planned' }],
    });
    const target = (await gql(gateway, PLAN, { m: 3, y: YEAR, w: 12 }, admin)).body.data?.journeyPlan as {
      days: { weekday: number; entries: unknown[] }[];
    };
    expect(target.days.find((day) => day.weekday === 2)!.entries).toHaveLength(1);
  });

  it('refuses days outside the week, unknown stores and weeks the year lacks, before any upstream call', async () => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const answer = await gql(
        gateway,
        CHANGE,
        {
          m: 3,
          y: YEAR,
          w: 10,
          changes: [
            { storeId: storeIds[0], date: isoWeekDay(YEAR, 11, 2) },
            { storeId: 99999999, date: isoWeekDay(YEAR, 10, 3) },
          ],
        },
        admin,
      );
      expect(answer.body.errors?.[0]?.extensions?.fields as { field: string; message: string }[]).toEqual([
        { field: 'changes[0].date', message: `Change 1: ${isoWeekDay(YEAR, 11, 2)} is not in week 10 of ${YEAR}` },
        { field: 'changes[1].storeId', message: 'Change 2: store 99999999 does not exist' },
      ]);
      // A day that is no calendar day is refused by the LocalDate scalar while the variables are read.
      const badDay = await gql(
        gateway,
        CHANGE,
        { m: 3, y: YEAR, w: 10, changes: [{ storeId: storeIds[0], date: `${YEAR}-02-30` }] },
        admin,
      );
      expect(badDay.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(badDay.body.errors?.[0]?.message).toContain('LocalDate');
      // A year ahead with 52 weeks: its week 53 does not exist (and no week of it is past).
      const short = Array.from({ length: 7 }, (_, i) => YEAR + i).find((year) => isoWeeksIn(year) === 52)!;
      const badWeek = await gql(gateway, COPY, { m: 3, y: short, f: 53, t: 1, preview: true }, admin);
      expect(badWeek.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'fromWeek' });
      expect(counter.calls.filter((call) => call === 'JourneyPlanChange' || call === 'CopyJourneyPlan')).toEqual([]);
    } finally {
      counter.stop();
    }
  });

  it('shows the month day by day, visits with their store, and the team on the map', async () => {
    const today = businessToday();
    const month = (
      await gql(
        gateway,
        '{ monthVisitStatus(teamMemberId: 3, month: ' +
          today.month +
          ', year: ' +
          today.year +
          ') { date planned visited missed unplanned } }',
        {},
        admin,
      )
    ).body.data?.monthVisitStatus as unknown[];
    expect(month.length).toBeGreaterThanOrEqual(28);
    const visits = (
      await gql(
        gateway,
        '{ storeVisits(filter: { regionId: 1 }, limit: 5) { total items { ' +
          'date durationMinutes planned distanceMeters store { name } teamMember { name } } } }',
        {},
        admin,
      )
    ).body.data?.storeVisits as { total: number; items: { store: { name: string } }[] };
    expect(visits.total).toBeGreaterThan(5);
    expect(visits.items.every((item) => item.store.name)).toBe(true);
    const locations = (
      await gql(
        gateway,
        '{ teamLocations(regionId: 1) { latitude longitude at ageMinutes stale teamMember { name } store { name } } }',
        {},
        admin,
      )
    ).body.data?.teamLocations as { ageMinutes: number; stale: boolean }[];
    expect(locations.length).toBeGreaterThan(5);
    expect(locations.every((l) => l.stale === l.ageMinutes > 720)).toBe(true);
  });

  it('flags a visit whose check-in was more than 500 m from the store, and only those', async () => {
    const query = '{ storeVisits(filter: { regionId: 1 }, limit: 1000) { items { distanceMeters farFromStore } } }';
    const page = (await gql(gateway, query, {}, admin)).body.data?.storeVisits as {
      items: { distanceMeters: number | null; farFromStore: boolean }[];
    };
    expect(page.items.length).toBeGreaterThan(100);
    const beyond = (visit: { distanceMeters: number | null }) =>
      visit.distanceMeters !== null && visit.distanceMeters > 500;
    expect(page.items.every((visit) => visit.farFromStore === beyond(visit))).toBe(true);
    expect(page.items.some((visit) => visit.farFromStore)).toBe(true);
    expect(page.items.some((visit) => !visit.farFromStore)).toBe(true);
  });

  it('keeps the promoter out of the planner', async () => {
    const promoter = await signIn(gateway, DEMO.promoter);
    expect((await gql(gateway, PLAN, { m: 3, y: YEAR, w: 10 }, promoter)).body.errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });
});
