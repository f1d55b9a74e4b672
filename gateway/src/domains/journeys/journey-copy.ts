// A week copied from the description's own calls, for bases that offer no copy preview and no year on
// CopyJourneyPlan: both weeks are read (GetTeamMemberVisitSummary), the copy is worked out here with the
// same rules as the stand-in's (day by day; a store-day on a day already past, already planned, no longer mapped
// or inactive is skipped), and each copied store-day is written with JourneyPlanChange, so what is reported is what
// was written.

import { businessDay } from '../../platform/business-day.js';
import type { Context } from '../../platform/graphql/context.js';
import { fromWriteRefusal, withMessage } from '../../platform/graphql/errors.js';
import { spendWrites } from '../../platform/graphql/write-budget.js';
import { DAY_MS, MAX_PLAN_CHANGES } from './journeys.common.js';
import { changePlan, fetchMappedStores, fetchWeekPlan } from './journeys.rest.js';

export interface CopyLine {
  PlanDate: string;
  StoreID: number;
  Reason?: string;
}

const shift = (day: string, weeks: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + weeks * 7 * DAY_MS).toISOString().slice(0, 10);

export async function copyWeekHere(
  ctx: Context,
  member: number,
  year: number,
  fromWeek: number,
  toWeek: number,
  preview: boolean,
  activeStores: ReadonlySet<number>,
): Promise<{ copied: CopyLine[]; skipped: CopyLine[] }> {
  const [source, target, mapped] = await Promise.all([
    withMessage('Failed to fetch the journey plan', fetchWeekPlan(ctx, member, fromWeek, year)),
    withMessage('Failed to fetch the journey plan', fetchWeekPlan(ctx, member, toWeek, year)),
    withMessage('Failed to fetch the mapped stores', fetchMappedStores(ctx, member, '')),
  ]);
  const planned = new Set(target.filter((row) => row.Planned === 1).map((row) => `${row.PlanDate}/${row.StoreID}`));
  const mappedIds = new Set(mapped.map((row) => row.StoreID));
  const copied: CopyLine[] = [];
  const skipped: CopyLine[] = [];
  const seen = new Set<string>();
  const today = businessDay();
  const lines = source
    .filter((row) => row.Planned === 1)
    .sort((a, b) => a.PlanDate.localeCompare(b.PlanDate) || a.StoreID - b.StoreID);
  for (const row of lines) {
    const line = { PlanDate: shift(row.PlanDate, toWeek - fromWeek), StoreID: row.StoreID };
    const key = `${line.PlanDate}/${line.StoreID}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // A past day's plan is what the member was sent out with: a copy into this week leaves its past days as they are.
    if (line.PlanDate < today) skipped.push({ ...line, Reason: 'the day has passed' });
    else if (planned.has(key)) skipped.push({ ...line, Reason: 'already planned' });
    else if (!mappedIds.has(line.StoreID))
      skipped.push({ ...line, Reason: 'the store is no longer mapped to the team member' });
    else if (!activeStores.has(line.StoreID)) skipped.push({ ...line, Reason: 'the store is inactive' });
    else copied.push(line);
  }
  if (!preview && copied.length > 0) {
    spendWrites(ctx.reply.request, copied.length, 'plan changes', 'toWeek', MAX_PLAN_CHANGES);
    for (const line of copied) {
      await changePlan(ctx, {
        StoreID: line.StoreID,
        TeamMemberID: member,
        WeekNo: toWeek,
        Year: year,
        PlanDate: line.PlanDate,
      }).catch((error: unknown) => {
        throw fromWriteRefusal(error);
      });
    }
  }
  return { copied, skipped };
}
