import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Extensions, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { fromWriteRefusal, gatewayError, toGraphQLError, withMessage } from '../../platform/graphql/errors.js';
import { listRows } from '../../platform/graphql/query-cost.js';
import { selectionOf } from '../../platform/graphql/selection.js';
import { InputChecks, optionalId } from '../../platform/graphql/validate.js';
import { spendWrites, type WritesDeclared, writesLeft } from '../../platform/graphql/write-budget.js';
import { mapBounded } from '../../platform/http/bounded.js';
import { Page } from '../../platform/permissions/page.js';
import type { Row } from '../../platform/upstream/contract.js';
import { joinFor } from '../reference/joins.js';
import { activeMembersWithRole } from '../team/team.members.js';
import { TeamMember } from '../team/team.types.js';
import { checkMonth } from './sales.common.js';
import { toMonthlyTarget } from './sales.mapper.js';
import { fetchMonthlyTargets, readMonthlyTargetsNow, saveTarget } from './sales.rest.js';
import {
  MonthlyTarget,
  monthlyTargetRelations,
  TargetInput,
  type TargetOutcome,
  TargetsCopied,
  TargetsSaved,
  TargetType,
} from './sales.types.js';

export const MAX_TARGETS = 1000;
/** A copy reads the month it writes again before each this many writes, leaving out what was set meanwhile. */
const RECHECK_EVERY = 100;
/** MonthlyTargetAdd calls in flight at once for one save. */
const TARGET_CALLS_IN_FLIGHT = 4;
const MAX_TARGET = 1e9;

/** A month of a copy, its fields named by `side` (fromYear, toMonth …): refused past 2000 to 2100 and 1 to 12. */
function checkCopyMonth(checks: InputChecks, side: 'from' | 'to', year: number, month: number): void {
  if (!Number.isSafeInteger(year) || year < 2000 || year > 2100)
    checks.fail(`${side}Year`, `${side}Year must be a whole number from 2000 to 2100`);
  if (!Number.isSafeInteger(month) || month < 1 || month > 12)
    checks.fail(`${side}Month`, `${side}Month must be a whole number from 1 to 12`);
}

/** What the writes of one month's targets take turns on. */
/**
 * The member-and-brand targets of the month and type that name an inactive brand with a target and are held there
 * now ("member:brand"): such a target may be changed or removed, while an inactive brand takes no new one. Read only
 * when the targets name an inactive brand.
 */
async function heldOfInactiveBrands(
  ctx: Context,
  month: { Year: number; Month: number },
  type: TargetType,
  targets: readonly TargetInput[],
  brands: ReadonlyMap<number, Row<'Brand'>> | undefined,
): Promise<Set<string>> {
  if (!targets.some((entry) => entry.target > 0 && brands?.get(entry.brandId)?.ActiveStatus === 0)) return new Set();
  const rows = await withMessage(
    'Failed to save targets',
    readMonthlyTargetsNow(ctx, { ...month, TargetType: type, TeamMemberID: 0, BrandID: 0 }),
  );
  return new Set(rows.filter((row) => row.Target > 0).map((row) => `${row.TeamMemberID}:${row.BrandID}`));
}

/** Why a new target for an inactive brand is refused. */
const inactiveBrand = (name: string) => `${name} is inactive: it takes no new targets (one it holds can be changed)`;

const monthKey = (year: number, month: number) => `targets:${year}-${String(month).padStart(2, '0')}`;

type MonthTargetRow = Row<'MonthlyTarget'>;

@Resolver()
export class TargetsResolver {
  @Page('Promoter Target Setting')
  @Query(() => [MonthlyTarget], {
    complexity: listRows(5_000),
    description:
      'The targets of a month, of one type or both. A target of 0 is no target (the bases cannot remove one: ' +
      'setMonthlyTargets with 0 stands for a removal) and is not listed. Page: Promoter Target Setting.',
  })
  async monthlyTargets(
    @Arg('year', () => Int, { description: 'Year, 2000 to 2100.' }) year: number,
    @Arg('month', () => Int, { description: 'Month, 1 (January) to 12.' }) month: number,
    @Arg('type', () => TargetType, { nullable: true, description: 'QUANTITY or VALUE targets; null = both.' })
    type: TargetType | null,
    @Arg('teamMemberId', () => Int, {
      nullable: true,
      description: "Only this member's targets (TeamMemberID); null or 0 = every member.",
    })
    teamMemberId: number | null,
    @Arg('brandId', () => Int, {
      nullable: true,
      description: 'Only targets of this brand (BrandID); null or 0 = every brand.',
    })
    brandId: number | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<MonthlyTarget[]> {
    const params = {
      ...checkMonth(year, month),
      TargetType: type ?? '',
      TeamMemberID: optionalId('teamMemberId', teamMemberId),
      BrandID: optionalId('brandId', brandId),
    } as const;
    const [rows, join] = await Promise.all([
      withMessage('Failed to fetch targets', fetchMonthlyTargets(ctx, params)),
      joinFor(ctx, monthlyTargetRelations, selectionOf(info)),
    ]);
    return rows.filter((row) => row.Target > 0).map((row) => toMonthlyTarget(row, join));
  }

  @Page('Promoter Target Setting')
  @Extensions({ writes: { what: 'targets', arg: 'targets', limit: MAX_TARGETS } satisfies WritesDeclared })
  @Mutation(() => TargetsSaved, {
    description:
      `Sets targets of one month and type (at most ${MAX_TARGETS}); setting one again changes ` +
      'it, and 0 removes it (no target: monthlyTargets no longer lists it). Every target is checked before ' +
      'the first is sent (a bad one is named, targets[i].field, and nothing is sent; an inactive brand takes no ' +
      'new target, only changes to one it holds that month); then each is sent on its ' +
      `own call (MonthlyTargetAdd, ${TARGET_CALLS_IN_FLIGHT} at a time) and its outcome reported. Page: ` +
      'Promoter Target Setting.',
  })
  async setMonthlyTargets(
    @Arg('year', () => Int, { description: 'Year, 2000 to 2100.' }) year: number,
    @Arg('month', () => Int, { description: 'Month, 1 (January) to 12.' }) month: number,
    @Arg('type', () => TargetType, { description: 'QUANTITY (units) or VALUE (money) targets.' }) type: TargetType,
    @Arg('targets', () => [TargetInput], {
      description: 'The targets, 1 to 1000 (MAX_TARGETS); each member and brand once.',
    })
    targets: TargetInput[],
    @Ctx() ctx: Context,
  ): Promise<TargetsSaved> {
    const params = checkMonth(year, month);
    const refs = await ctx.refs.load(['members', 'brands', 'teamTypes'], ctx.log);
    const checks = new InputChecks();
    if (targets.length === 0) checks.fail('targets', 'targets must hold at least one target');
    if (targets.length > MAX_TARGETS) checks.fail('targets', `targets may hold at most ${MAX_TARGETS} entries`);
    const seen = new Set<string>();
    const held = await heldOfInactiveBrands(ctx, params, type, targets, refs.brands?.byId);
    targets.forEach((entry, index) => {
      const at = `targets[${index}]`;
      const member = refs.members?.byId.get(entry.teamMemberId);
      if (!member)
        checks.fail(`${at}.teamMemberId`, `Row ${index + 1}: team member ${entry.teamMemberId} does not exist`);
      else if (refs.teamTypes?.byId.get(member.TeamTypeID)?.TakesTargets !== 1) {
        checks.fail(
          `${at}.teamMemberId`,
          `Row ${index + 1}: ${member.TeamMemberName} is not of a team type that takes targets`,
        );
      }
      const brand = refs.brands?.byId.get(entry.brandId);
      if (!brand) checks.fail(`${at}.brandId`, `Row ${index + 1}: brand ${entry.brandId} does not exist`);
      else if (brand.ActiveStatus === 0 && entry.target > 0 && !held.has(`${entry.teamMemberId}:${entry.brandId}`)) {
        checks.fail(`${at}.brandId`, `Row ${index + 1}: ${inactiveBrand(brand.BrandName)}`);
      }
      const decimals = type === TargetType.QUANTITY ? 0 : 2;
      if (
        !Number.isFinite(entry.target) ||
        entry.target < 0 ||
        entry.target > MAX_TARGET ||
        Math.round(entry.target * 10 ** decimals) !== entry.target * 10 ** decimals
      ) {
        const kind = type === TargetType.QUANTITY ? 'a whole number' : 'an amount with at most 2 decimals';
        checks.fail(`${at}.target`, `Row ${index + 1}: the target must be ${kind} of 0 or more`);
      }
      const key = `${entry.teamMemberId}:${entry.brandId}`;
      if (seen.has(key)) checks.fail(`${at}.brandId`, `Row ${index + 1}: this member and brand appear twice`);
      seen.add(key);
    });
    checks.done();
    // Aliased calls share the allowance, so one request stays at most MAX_TARGETS upstream writes.
    spendWrites(ctx.reply.request, targets.length, 'targets', 'targets', MAX_TARGETS);
    // The description's shape: one target per call, by the monthly target's fields; in turn with a copy of the month.
    const write = async () => {
      // Within the month's turn, the brands and what an inactive one holds as they are now: a brand deactivated, or
      // its target removed by another editor, while this save waited its turn takes no new target from it.
      const brandsNow = (await ctx.refs.load(['brands'], ctx.log)).brands?.byId;
      const heldNow = await heldOfInactiveBrands(ctx, params, type, targets, brandsNow);
      return mapBounded(targets, TARGET_CALLS_IN_FLIGHT, async (entry): Promise<TargetOutcome> => {
        const cell = { teamMemberId: entry.teamMemberId, brandId: entry.brandId, target: entry.target };
        const brand = brandsNow?.get(entry.brandId);
        if (brand?.ActiveStatus === 0 && entry.target > 0 && !heldNow.has(`${entry.teamMemberId}:${entry.brandId}`))
          return { ...cell, saved: false, code: 'BAD_USER_INPUT', message: inactiveBrand(brand.BrandName) };
        try {
          await saveTarget(ctx, {
            TeamMemberID: entry.teamMemberId,
            Month: params.Month,
            Year: params.Year,
            Target: entry.target,
            TargetType: type,
            BrandID: entry.brandId,
          });
          return { ...cell, saved: true, code: null, message: null };
        } catch (error) {
          const refusal = toGraphQLError(fromWriteRefusal(error));
          return { ...cell, saved: false, code: String(refusal.extensions.code), message: refusal.message };
        }
      });
    };
    const outcomes = await ctx.edits.exclusive(monthKey(year, month), write);
    const saved = outcomes.filter((outcome) => outcome.saved).length;
    return { saved, failed: outcomes.length - saved, outcomes, year, month, type };
  }

  @Page('Promoter Target Setting')
  @Extensions({
    writes: { what: 'targets', upTo: MAX_TARGETS, unless: 'preview', limit: MAX_TARGETS } satisfies WritesDeclared,
  })
  @Mutation(() => TargetsCopied, {
    description:
      "Copies one month's targets (every member and brand, both types, each as it is) into another month; " +
      "the other month's own targets are kept: a member, brand and type that has one there when it is written " +
      '(set by anyone, a copy running at the same time included) is left out and counted as kept, so a repeat ' +
      'writes nothing more. Targets of members no longer active or no longer of a team type that takes targets, and ' +
      'of brands that no longer exist or are inactive (an inactive brand takes no new target), are skipped. ' +
      `One request writes at most ${MAX_TARGETS} targets, and a copy ` +
      `counts as ${MAX_TARGETS} of them (it goes alone in its request, beside previews): a larger copy is refused, ` +
      'nothing written, unless inParts is true. Each target is written on its own call (MonthlyTargetAdd). ' +
      'preview: true writes nothing and says what a copy would write. Page: Promoter Target Setting.',
  })
  async copyMonthlyTargets(
    @Arg('fromYear', () => Int, { description: 'Year copied from, 2000 to 2100.' }) fromYear: number,
    @Arg('fromMonth', () => Int, { description: 'Month copied from, 1 to 12.' }) fromMonth: number,
    @Arg('toYear', () => Int, { description: 'Year copied into, 2000 to 2100.' }) toYear: number,
    @Arg('toMonth', () => Int, { description: 'Month copied into, 1 to 12; another month than the one copied.' })
    toMonth: number,
    @Arg('preview', () => Boolean, {
      defaultValue: false,
      description: 'true: count what would be copied and write nothing (default false).',
    })
    preview: boolean,
    @Arg('inParts', () => Boolean, {
      defaultValue: false,
      description:
        `true: a copy of more than ${MAX_TARGETS} targets writes the first ${MAX_TARGETS} and answers how many ` +
        'remain; repeat it until remaining is 0 (what is there is kept, so each repeat goes on where the last ' +
        'stopped). false (the default): such a copy is refused, nothing written.',
    })
    inParts: boolean,
    @Ctx() ctx: Context,
  ): Promise<TargetsCopied> {
    const checks = new InputChecks();
    checkCopyMonth(checks, 'from', fromYear, fromMonth);
    checkCopyMonth(checks, 'to', toYear, toMonth);
    if (fromYear === toYear && fromMonth === toMonth) checks.fail('toMonth', 'toMonth must be another month');
    checks.done();
    const wholeMonth = (Year: number, Month: number) => ({
      Year,
      Month,
      TargetType: '' as const,
      TeamMemberID: 0,
      BrandID: 0,
    });
    const [source, refs] = await Promise.all([
      withMessage('Failed to fetch targets', fetchMonthlyTargets(ctx, wholeMonth(fromYear, fromMonth))),
      ctx.refs.load(['members', 'brands', 'teamTypes'], ctx.log),
    ]);
    const cell = (row: { TeamMemberID: number; BrandID: number; TargetType: string }) =>
      `${row.TeamMemberID}:${row.BrandID}:${row.TargetType}`;
    // A target of 0 is no target: neither copied nor kept.
    const cellsOf = (month: readonly MonthTargetRow[]) => new Set(month.filter((row) => row.Target > 0).map(cell));
    type Refs = typeof refs;
    const takers = (now: Refs, memberId: number) => {
      const member = now.members?.byId.get(memberId);
      return member?.ActiveStatus === 1 && now.teamTypes?.byId.get(member.TeamTypeID)?.TakesTargets === 1;
    };
    // A copied target is a new one in its month: an inactive brand takes none (as setMonthlyTargets refuses).
    const takesNew = (now: Refs, brandId: number) => {
      const brand = now.brands?.byId.get(brandId);
      return brand !== undefined && brand.ActiveStatus !== 0;
    };
    const wanted = source.filter((row) => row.Target > 0);
    const plan = (present: readonly MonthTargetRow[], now: Refs) => {
      const own = cellsOf(present);
      const eligible = wanted.filter((row) => !own.has(cell(row)));
      const copies = eligible.filter((row) => takers(now, row.TeamMemberID) && takesNew(now, row.BrandID));
      return { copies, kept: wanted.length - eligible.length, skipped: eligible.length - copies.length };
    };
    const refsNow = () => ctx.refs.load(['members', 'brands', 'teamTypes'], ctx.log);
    // A preview answers the count even past the limit: the screen says why the copy cannot be made in one go.
    if (preview) {
      const present = await withMessage(
        'Failed to fetch targets',
        fetchMonthlyTargets(ctx, wholeMonth(toYear, toMonth)),
      );
      const { copies, kept, skipped } = plan(present, refs);
      return { preview, copied: copies.length, failed: 0, kept, skipped, remaining: 0 };
    }
    const readNow = () =>
      withMessage('Failed to fetch targets', readMonthlyTargetsNow(ctx, wholeMonth(toYear, toMonth)));
    // Writes of the month through this instance take turns (another copy, an editor's save): each reads what is
    // there when its turn comes, so neither overwrites what the other wrote.
    return ctx.edits.exclusive(monthKey(toYear, toMonth), async () => {
      // The members, brands and month as they are when the turn comes (a brand may have been deactivated meanwhile).
      const [present, now] = await Promise.all([readNow(), refsNow()]);
      const { copies, ...counts } = plan(present, now);
      let { kept, skipped } = counts;
      const allowance = writesLeft(ctx.reply.request, 'targets', MAX_TARGETS);
      if (copies.length > allowance && !inParts) {
        throw gatewayError(
          'BAD_USER_INPUT',
          `The copy would write ${copies.length.toLocaleString('en-US')} targets; one request writes at most ` +
            `${MAX_TARGETS.toLocaleString('en-US')}: copy with inParts: true, which writes the first ` +
            `${MAX_TARGETS.toLocaleString('en-US')} and answers how many remain, and repeat it until remaining is 0`,
          { field: 'inParts', limit: MAX_TARGETS },
        );
      }
      const part = copies.slice(0, allowance);
      spendWrites(ctx.reply.request, part.length, 'targets', 'fromMonth', MAX_TARGETS);
      let copied = 0;
      let failed = 0;
      for (let start = 0; start < part.length; start += RECHECK_EVERY) {
        let slice = part.slice(start, start + RECHECK_EVERY);
        if (start > 0) {
          // Set meanwhile by someone writing past this instance (another instance, the bases' own screens): kept.
          // A brand deactivated meanwhile takes no more: skipped.
          const [present, now] = await Promise.all([readNow(), refsNow()]);
          const set = cellsOf(present);
          kept += slice.filter((row) => set.has(cell(row))).length;
          slice = slice.filter((row) => !set.has(cell(row)));
          skipped += slice.filter((row) => !takesNew(now, row.BrandID)).length;
          slice = slice.filter((row) => takesNew(now, row.BrandID));
        }
        const outcomes = await mapBounded(slice, TARGET_CALLS_IN_FLIGHT, async (row) => {
          try {
            await saveTarget(ctx, {
              TeamMemberID: row.TeamMemberID,
              Month: toMonth,
              Year: toYear,
              Target: row.Target,
              TargetType: row.TargetType as TargetType,
              BrandID: row.BrandID,
            });
            return true;
          } catch (error) {
            ctx.log.warn({ err: error, target: cell(row) }, 'a copied target was not saved');
            return false;
          }
        });
        copied += outcomes.filter(Boolean).length;
        failed += outcomes.filter((outcome) => !outcome).length;
      }
      return { preview, copied, failed, kept, skipped, remaining: copies.length - part.length };
    });
  }

  @Page('Promoter Target Setting')
  @Query(() => [TeamMember], {
    complexity: listRows(1_000),
    description:
      'The active members of the team types that take targets, by name, of one region when ' +
      'regionId is given. Page: Promoter Target Setting.',
    deprecationReason: 'Use `teamMembers` with filter: { role: TAKES_TARGETS, active: true }',
  })
  async targetMembers(
    @Arg('regionId', () => Int, { nullable: true, description: 'RegionID; null or 0 = all.' }) regionId: number | null,
    @Ctx() ctx: Context,
  ): Promise<TeamMember[]> {
    return activeMembersWithRole(ctx, 'TakesTargets', optionalId('regionId', regionId));
  }
}
