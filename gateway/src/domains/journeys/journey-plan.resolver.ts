import { Arg, Ctx, Extensions, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { fromWriteRefusal, withMessage } from '../../platform/graphql/errors.js';
import { listRows } from '../../platform/graphql/query-cost.js';
import { InputChecks, optionalId, optionalText } from '../../platform/graphql/validate.js';
import { spendWrites, type WritesDeclared } from '../../platform/graphql/write-budget.js';
import { Page, SignedIn } from '../../platform/permissions/page.js';
import { parseDay } from '../../platform/reports/report-filter.js';
import { joinOf } from '../reference/joins.js';
import { StoreOption } from '../reference/reference.types.js';
import { requireKnownMember } from '../team/team.input.js';
import { activeMembersWithRole } from '../team/team.members.js';
import { TeamMember } from '../team/team.types.js';
import { copyWeekHere } from './journey-copy.js';
import {
  businessTodayStart,
  checkWeek,
  checkYear,
  DAY_MS,
  MAX_PLAN_CHANGES,
  refusePastWeek,
  weekYearParam,
} from './journeys.common.js';
import { storeOption, toStoreOption } from './journeys.mapper.js';
import { changePlan, copyPlan, fetchMappedStores } from './journeys.rest.js';
import { PlanAction, PlanChangeInput, PlanChangeResult, type PlanCopyLine, PlanCopyResult } from './journeys.types.js';

@Resolver()
export class JourneyPlanResolver {
  @Page('Journey Plan')
  @Query(() => [StoreOption], {
    complexity: listRows(2_000),
    description: 'The stores mapped to a member (active first), to plan from. Page: Journey Plan.',
  })
  async mappedStores(
    @Arg('teamMemberId', () => Int, { description: 'The member whose mapped stores to list (TeamMemberID).' })
    teamMemberId: number,
    @Arg('search', () => String, { nullable: true, description: 'Part of the store name.' }) search: string | null,
    @Ctx() ctx: Context,
  ): Promise<StoreOption[]> {
    await requireKnownMember(ctx, 'teamMemberId', teamMemberId);
    const rows = await withMessage(
      'Failed to fetch the mapped stores',
      fetchMappedStores(ctx, teamMemberId, optionalText('search', search, 100)),
    );
    return rows.filter((row) => row.ActiveStatus === 1).map(toStoreOption);
  }

  @SignedIn()
  @Query(() => [TeamMember], {
    complexity: listRows(1_000),
    description:
      'Active members of the field-staff team types, by name (the planning and visit screens pick from them).',
    deprecationReason: 'Use `teamMembers` with filter: { role: FIELD_STAFF, active: true }',
  })
  async fieldMembers(
    @Arg('regionId', () => Int, {
      nullable: true,
      description: 'Only members of this region (RegionID); null or 0 = all.',
    })
    regionId: number | null,
    @Ctx() ctx: Context,
  ): Promise<TeamMember[]> {
    return activeMembersWithRole(ctx, 'FieldStaff', optionalId('regionId', regionId));
  }

  @Page('Journey Plan')
  @Extensions({ writes: { what: 'plan changes', arg: 'changes', limit: MAX_PLAN_CHANGES } satisfies WritesDeclared })
  @Mutation(() => [PlanChangeResult], {
    description:
      `Adds or removes store-days of one ISO week of a member's plan (at most ` +
      `${MAX_PLAN_CHANGES}); repeating a change changes nothing. Page: Journey Plan.`,
  })
  async changeJourneyPlan(
    @Arg('teamMemberId', () => Int, { description: 'The member whose plan changes (TeamMemberID).' })
    teamMemberId: number,
    @Arg('year', () => Int, {
      description: "ISO week-numbering year (a base that plans only this year's weeks refuses another).",
    })
    year: number,
    @Arg('week', () => Int, { description: 'ISO week, 1 to 53; this week or a later one (a past week is refused).' })
    week: number,
    @Arg('changes', () => [PlanChangeInput], {
      description: 'Store-days to add or remove, 1 to 200, from today on: a day before today keeps its plan (refused).',
    })
    changes: PlanChangeInput[],
    @Ctx() ctx: Context,
  ): Promise<PlanChangeResult[]> {
    const refs = await ctx.refs.load(['members', 'stores'], ctx.log);
    const checks = new InputChecks();
    const known = refs.members?.byId.has(teamMemberId) ?? false;
    if (!known) checks.fail('teamMemberId', `Team member ${teamMemberId} does not exist`);
    checkYear(checks, year);
    const monday = checks.failed('year') ? undefined : checkWeek(checks, 'week', year, week);
    refusePastWeek(checks, 'week', year, week, monday);
    const today = businessTodayStart();
    // A store is planned only for a member it is mapped to (User Store Mapping).
    const mapped =
      known && changes.some((change) => change.action === PlanAction.ADD)
        ? new Set(
            (await withMessage('Failed to fetch the mapped stores', fetchMappedStores(ctx, teamMemberId, ''))).map(
              (row) => row.StoreID,
            ),
          )
        : new Set<number>();
    if (changes.length === 0 || changes.length > MAX_PLAN_CHANGES)
      checks.fail('changes', `changes must hold 1 to ${MAX_PLAN_CHANGES} entries`);
    changes.forEach((change, index) => {
      const day = parseDay(change.date.trim());
      if (day === undefined)
        checks.fail(`changes[${index}].date`, `Change ${index + 1}: the date must be written YYYY-MM-DD`);
      else if (monday !== undefined && (day < monday || day >= monday + 7 * DAY_MS))
        checks.fail(`changes[${index}].date`, `Change ${index + 1}: ${change.date} is not in week ${week} of ${year}`);
      // A past day's plan is what the member was sent out with: it stays, visited or missed, and nothing is added to
      // it after the fact (the week may be this one).
      else if (today !== undefined && day < today)
        checks.fail(
          `changes[${index}].date`,
          `Change ${index + 1}: ${change.date} is before today; a past day's plan cannot be changed`,
        );
      const store = refs.stores?.byId.get(change.storeId);
      if (!store)
        checks.fail(`changes[${index}].storeId`, `Change ${index + 1}: store ${change.storeId} does not exist`);
      else if (change.action === PlanAction.ADD && store.ActiveStatus !== 1)
        checks.fail(`changes[${index}].storeId`, `Change ${index + 1}: store ${store.StoreCode} is inactive`);
      else if (change.action === PlanAction.ADD && known && !mapped.has(change.storeId)) {
        checks.fail(
          `changes[${index}].storeId`,
          `Change ${index + 1}: store ${store.StoreCode} is not mapped to the team member`,
        );
      }
    });
    // The description's JourneyPlanChange has no way to say "remove": only a base offering it (Action) can.
    if (!ctx.upstream.described.offers('journey-weeks') && changes.some((c) => c.action === PlanAction.REMOVE))
      checks.fail('changes', "Taking a store off the plan is not offered by the distributor's services");
    checks.done();
    // Aliased calls share the allowance, so one request stays at most MAX_PLAN_CHANGES upstream writes.
    spendWrites(ctx.reply.request, changes.length, 'plan changes', 'changes', MAX_PLAN_CHANGES);
    const join = joinOf(refs);
    const results: PlanChangeResult[] = [];
    for (const change of changes) {
      // The description's fields (StoreID, TeamMemberID, WeekNo, Year, PlanDate); Action only to remove.
      const plan = {
        StoreID: change.storeId,
        TeamMemberID: teamMemberId,
        WeekNo: week,
        Year: year,
        PlanDate: change.date.trim(),
      };
      const params = change.action === PlanAction.REMOVE ? { ...plan, Action: change.action } : plan;
      const row = await changePlan(ctx, params).catch((error: unknown) => {
        throw fromWriteRefusal(error);
      });
      results.push({
        date: change.date.trim(),
        store: storeOption(join, change.storeId),
        planned: row?.Planned === 1,
        changed: row?.Changed === 1,
      });
    }
    return results;
  }

  @Page('Journey Plan')
  @Mutation(() => PlanCopyResult, {
    description:
      "Copies a member's week to another week of the same year, day by day; safe to repeat. " +
      "Store-days on a day already past (this week's), of stores no longer mapped to the member, or inactive, are " +
      'skipped and reported. preview: ' +
      'true writes nothing. Page: Journey Plan.',
  })
  async copyJourneyPlan(
    @Arg('teamMemberId', () => Int, { description: 'The member whose plan is copied (TeamMemberID).' })
    teamMemberId: number,
    @Arg('year', () => Int, {
      description: "ISO week-numbering year of both weeks (a base that plans only this year's weeks refuses another).",
    })
    year: number,
    @Arg('fromWeek', () => Int, { description: 'The ISO week copied from, 1 to 53.' }) fromWeek: number,
    @Arg('toWeek', () => Int, { description: 'The ISO week copied to, 1 to 53; this week or a later one.' })
    toWeek: number,
    @Arg('preview', () => Boolean, {
      defaultValue: false,
      description: 'true: report what would be copied and write nothing (default false).',
    })
    preview: boolean,
    @Ctx() ctx: Context,
  ): Promise<PlanCopyResult> {
    const refs = await ctx.refs.load(['members', 'stores'], ctx.log);
    const checks = new InputChecks();
    if (!refs.members?.byId.has(teamMemberId))
      checks.fail('teamMemberId', `Team member ${teamMemberId} does not exist`);
    checkYear(checks, year);
    if (!checks.failed('year')) {
      checkWeek(checks, 'fromWeek', year, fromWeek);
      refusePastWeek(checks, 'toWeek', year, toWeek, checkWeek(checks, 'toWeek', year, toWeek));
    }
    if (!checks.failed('fromWeek') && !checks.failed('toWeek') && fromWeek === toWeek)
      checks.fail('toWeek', 'toWeek must differ from fromWeek');
    checks.done();
    const join = joinOf(refs);
    const line = (row: { PlanDate: string; StoreID: number; Reason?: string }): PlanCopyLine => ({
      date: row.PlanDate,
      store: storeOption(join, row.StoreID),
      reason: row.Reason ?? null,
    });
    if (!ctx.upstream.described.offers('journey-weeks')) {
      weekYearParam(false, year);
      const active = new Set([...(refs.stores?.rows ?? [])].filter((s) => s.ActiveStatus === 1).map((s) => s.StoreID));
      const done = await copyWeekHere(ctx, teamMemberId, year, fromWeek, toWeek, preview, active);
      return { preview, copied: done.copied.map(line), skipped: done.skipped.map(line) };
    }
    const result = await copyPlan(ctx, {
      TeamMemberID: teamMemberId,
      Year: year,
      CopyFrom_WeekNo: fromWeek,
      CopyTo_WeekNo: toWeek,
      Preview: preview ? 1 : 0,
    }).catch((error: unknown) => {
      throw fromWriteRefusal(error);
    });
    return {
      preview: result?.Preview === 1,
      copied: (result?.Copied ?? []).map(line),
      skipped: (result?.Skipped ?? []).map(line),
    };
  }
}
