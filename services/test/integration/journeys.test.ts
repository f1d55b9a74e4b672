// Journey plans and visits: plan changes round-trip; copying a week is safe to repeat and reports
// what it skips; the month's status equals counts made here from each week's summary.
import { describe, expect, inject, it } from 'vitest';
import { businessToday, isoWeekDay, isoWeeksIn } from '../../../tests/support/business-day.js';
import { yearsAhead } from '../../../tests/support/seed-day.js';
import { contractViolations } from './contract-validator.js';
import { get } from './support.js';

interface WeekVisit {
  PlanDate: string;
  StoreID: number;
  Planned: number;
  Visited: number;
}
interface DayStatus {
  Date: string;
  Planned: number;
  Visited: number;
  Missed: number;
  Unplanned: number;
}
interface Copy {
  Preview: number;
  Copied: { PlanDate: string; StoreID: number }[];
  Skipped: { PlanDate: string; StoreID: number; Reason: string }[];
}

/** Five years ahead, never a past week (the other files plan member 3 in other years or other days). */
const YEAR = yearsAhead(5);
/** Tuesday of week 10: the day added and removed (server-rules plans Thursday of that week). */
const TUESDAY = isoWeekDay(YEAR, 10, 2);
/** ISO week of a YYYY-MM-DD date. */
function isoWeek(date: string): number {
  const d = new Date(`${date}T00:00:00Z`);
  const thursday = new Date(d.getTime() + (3 - ((d.getUTCDay() + 6) % 7)) * 86_400_000);
  return 1 + Math.floor((thursday.getTime() - Date.UTC(thursday.getUTCFullYear(), 0, 1)) / (7 * 86_400_000));
}

describe('journey plans', () => {
  const member = 3;
  const week = async (weekNo: number, year = YEAR) =>
    (await get<WeekVisit[]>('/main/GetTeamMemberVisitSummary', { TeamMemberID: member, WeekNo: weekNo, Year: year }))
      .body.data;

  it('adds and removes a store-day, and repeating either changes nothing', async () => {
    const [store] = (await get<{ StoreID: number }[]>('/settings/MappedStores', { TeamMemberID: member })).body.data;
    const change = { TeamMemberID: member, StoreID: store!.StoreID, PlanDate: TUESDAY };
    const added = await get('/main/JourneyPlanChange', change);
    expect(contractViolations('/main/JourneyPlanChange', 200, added.body)).toBeNull();
    expect(added.body.data).toMatchObject({ Planned: 1, Changed: 1 });
    expect((await get('/main/JourneyPlanChange', change)).body.data).toMatchObject({ Planned: 1, Changed: 0 });
    expect(await week(10)).toContainEqual(
      expect.objectContaining({ PlanDate: TUESDAY, StoreID: store!.StoreID, Planned: 1, Visited: 0 }),
    );
    expect((await get('/main/JourneyPlanChange', { ...change, Action: 'remove' })).body.data).toMatchObject({
      Planned: 0,
      Changed: 1,
    });
    expect((await get('/main/JourneyPlanChange', { ...change, Action: 'remove' })).body.data).toMatchObject({
      Planned: 0,
      Changed: 0,
    });
    expect(await week(10)).not.toContainEqual(expect.objectContaining({ PlanDate: TUESDAY, StoreID: store!.StoreID }));
  });

  it('copies a week day by day, a second time copies nothing, and unmapped stores are reported', async () => {
    const stores = (await get<{ StoreID: number }[]>('/settings/MappedStores', { TeamMemberID: member })).body.data;
    const unmapped = (
      await get<{ StoreID: number; ActiveStatus: number }[]>('/main/StoreList', { RegionID: 5, ActiveStatus: 1 })
    ).body.data.find((store) => !stores.some((mine) => mine.StoreID === store.StoreID))!;
    // A store is planned only while mapped to the member: map it, plan it, then unmap it.
    const mapping = { TeamMemberID: member, StoreIDs: String(unmapped.StoreID) };
    expect((await get('/settings/UnMappedStores_Add', mapping)).body.status).toBe(200);
    for (const [store, day] of [
      [stores[0]!.StoreID, isoWeekDay(YEAR, 19, 1)],
      [stores[1]!.StoreID, isoWeekDay(YEAR, 19, 2)],
      [unmapped.StoreID, isoWeekDay(YEAR, 19, 3)],
    ] as const) {
      expect(
        (await get('/main/JourneyPlanChange', { TeamMemberID: member, StoreID: store, PlanDate: day })).body.status,
      ).toBe(200);
    }
    expect((await get('/settings/MappedStores_Remove', mapping)).body.status).toBe(200);
    const copy = { TeamMemberID: member, Year: YEAR, CopyFrom_WeekNo: 19, CopyTo_WeekNo: 21 };
    const preview = (await get<Copy>('/main/CopyJourneyPlan', { ...copy, Preview: 1 })).body.data;
    expect(preview.Copied).toEqual([
      { PlanDate: isoWeekDay(YEAR, 21, 1), StoreID: stores[0]!.StoreID },
      { PlanDate: isoWeekDay(YEAR, 21, 2), StoreID: stores[1]!.StoreID },
    ]);
    expect(preview.Skipped).toEqual([
      {
        PlanDate: isoWeekDay(YEAR, 21, 3),
        StoreID: unmapped.StoreID,
        Reason: 'the store is no longer mapped to the team member',
      },
    ]);
    expect(await week(21)).toEqual([]);

    const first = (await get<Copy>('/main/CopyJourneyPlan', copy)).body.data;
    expect(first.Copied).toEqual(preview.Copied);
    const second = (await get<Copy>('/main/CopyJourneyPlan', copy)).body.data;
    expect(second.Copied).toEqual([]);
    expect(second.Skipped.filter((line) => line.Reason === 'already planned')).toHaveLength(2);
    expect((await week(21)).map((line) => [line.PlanDate, line.StoreID])).toEqual(
      preview.Copied.map((line) => [line.PlanDate, line.StoreID]),
    );
  });

  it('refuses weeks that do not exist and unknown members', async () => {
    // A year ahead with 52 weeks: its week 53 does not exist (and no week of it is past).
    const short = Array.from({ length: 7 }, (_, i) => YEAR + i).find((year) => isoWeeksIn(year) === 52)!;
    expect(
      (await get('/main/CopyJourneyPlan', { TeamMemberID: member, Year: short, CopyFrom_WeekNo: 53, CopyTo_WeekNo: 2 }))
        .body,
    ).toMatchObject({ status: 400, parameter: 'CopyFrom_WeekNo' });
    expect(
      (await get('/main/CopyJourneyPlan', { TeamMemberID: member, CopyFrom_WeekNo: 4, CopyTo_WeekNo: 4 })).body,
    ).toMatchObject({ status: 400, parameter: 'CopyTo_WeekNo' });
    expect((await get('/main/GetTeamMemberVisitSummary', { TeamMemberID: 999999, WeekNo: 3 })).httpStatus).toBe(404);
  });
});

describe('visits and month status', () => {
  it('counts each day of last month as the week summaries do', async () => {
    const today = businessToday();
    const last = new Date(Date.UTC(today.year, today.month - 2, 1));
    const month = { TeamMemberID: 3, PlanYear: last.getUTCFullYear(), PlanMonth: last.getUTCMonth() + 1 };
    const prefix = last.toISOString().slice(0, 7);
    const days = (await get<DayStatus[]>('/main/MontlyVisitStatus', month)).body.data;
    expect(days).toHaveLength(new Date(Date.UTC(month.PlanYear, month.PlanMonth, 0)).getUTCDate());

    const rows: WeekVisit[] = [];
    for (const weekNo of new Set(days.map((day) => isoWeek(day.Date)))) {
      const year = Number(days.find((day) => isoWeek(day.Date) === weekNo)!.Date.slice(0, 4));
      const isoYear =
        weekNo >= 52 && last.getUTCMonth() === 0
          ? year - 1
          : weekNo === 1 && last.getUTCMonth() === 11
            ? year + 1
            : year;
      rows.push(
        ...(
          await get<WeekVisit[]>('/main/GetTeamMemberVisitSummary', { TeamMemberID: 3, WeekNo: weekNo, Year: isoYear })
        ).body.data.filter((row) => row.PlanDate.startsWith(prefix)),
      );
    }
    const expected = days.map((day) => {
      const mine = rows.filter((row) => row.PlanDate === day.Date);
      return {
        Date: day.Date,
        Planned: mine.filter((r) => r.Planned).length,
        Visited: mine.filter((r) => r.Planned && r.Visited).length,
        Missed: mine.filter((r) => r.Planned && !r.Visited).length,
        Unplanned: mine.filter((r) => !r.Planned && r.Visited).length,
      };
    });
    expect(days).toEqual(expected);
    expect(days.reduce((sum, day) => sum + day.Visited + day.Unplanned, 0)).toBeGreaterThan(0);
  });

  it('reports visits with their check-in, duration, distance from the store and whether planned', async () => {
    const visits = (
      await get<
        {
          StoreID: number;
          CheckIn: string;
          CheckOut: string;
          DurationMinutes: number;
          DistanceMeters: number;
          Planned: number;
        }[]
      >('/main/StoreVisitReport', { RegionID: 1 })
    ).body.data;
    expect(visits.length).toBeGreaterThan(0);
    for (const visit of visits) {
      expect(Date.parse(visit.CheckOut) - Date.parse(visit.CheckIn)).toBe(visit.DurationMinutes * 60_000);
    }
    expect(visits.some((visit) => visit.Planned === 0)).toBe(true);
    expect(visits.some((visit) => visit.DistanceMeters > 1000)).toBe(true);
    expect(visits.filter((visit) => visit.DistanceMeters < 100).length).toBeGreaterThan(visits.length / 2);
  });

  it('knows where each active member was last', async () => {
    const positions = (
      await get<{ TeamMemberID: number; At: string; Latitude: number }[]>('/main/TeamLocations', { RegionID: 1 })
    ).body.data;
    expect(positions.length).toBeGreaterThan(5);
    expect(new Set(positions.map((p) => p.TeamMemberID)).size).toBe(positions.length);
    // Member 3 walks every day of the seed, its today included, within the business's working hours: the last
    // walk's business day is the seed's today (a comparison with the business's day now failed from 18:00 UTC,
    // when Dhaka's new day has begun and nobody has walked yet).
    const last = positions.find((p) => p.TeamMemberID === 3)!.At;
    expect(inject('seedDays')).toContain(businessToday(new Date(last)).day);
  });
});
