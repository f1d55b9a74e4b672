// Settings: stores mapped to members, products by account and grade, store grades by brand, report
// recipients, managers by brand, page permissions and the signed-in member's password. Every id is
// checked against the cached lists before any upstream call; bulk moves take many ids at once.
// Pages: User Store Mapping, Product Store Mapping, Store Grade By Brand, Report Email Recipient,
// Setup Manager By Brand, User Permission, Reset Password.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context.js';
import { badUserInput, fromWriteRefusal, gatewayError, withMessage } from '../../errors.js';
import { limited } from '../../rate-limits.js';
import { UpstreamStatusError } from '../../upstream/errors.js';
import { LIMITS } from '../../upstream/limits.gen.js';
import { EMAIL_ADDRESS, InputChecks, intInRange, optionalId, optionalText } from '../../validate.js';
import { Page } from '../access/page.js';
import { requireHoldsPage, requireHoldsPagesOf } from '../access/privileges.js';
import { setSessionCookie } from '../auth/session-cookie.js';
import { pageKey } from '../access/menu-access.js';
import { requireCompanyAddress } from '../reports/report-recipients.js';
import type { Product } from '../products/products.types.js';
import { requireKnownMember } from '../team/team.input.js';
import { TeamMember } from '../team/team.types.js';
import {
  AccountProducts,
  BrandManagerRow,
  MappingChange,
  type MappingStore,
  PermissionRow,
  ReportRecipients,
  StoreGradeOutcome,
  StoreGradeRow,
  StoreMapping,
  StoreMappingFilter,
} from './settings.types.js';
import { joinOf } from '../joins/joins.js';

export const PERMISSIONS_PAGE = 'User Permission';
export const MIN_PASSWORD = 8;
const MAX_BULK = 5000;
/** Upstream calls a bulk grade change keeps in flight at once (the base takes one store a call). */
const GRADE_PARALLEL = 4;

const refused = (error: unknown) => {
  throw fromWriteRefusal(error);
};
const change = (row: { Changed: number; Unchanged: number } | undefined): MappingChange => ({
  changed: row?.Changed ?? 0,
  unchanged: row?.Unchanged ?? 0,
});

function mappingParams(memberId: number, filter: StoreMappingFilter | null) {
  return {
    TeamMemberID: intInRange('teamMemberId', memberId, 1, Number.MAX_SAFE_INTEGER),
    RegionID: optionalId('filter.regionId', filter?.regionId),
    CityID: optionalId('filter.cityId', filter?.cityId),
    ChannelID: optionalId('filter.channelId', filter?.channelId),
    StoreName: optionalText('filter.storeName', filter?.storeName, 100),
  };
}

function idList(
  field: string,
  values: readonly number[] | null | undefined,
  known: ReadonlyMap<number, unknown> | undefined,
): string {
  const list = [...new Set(values ?? [])];
  if (list.length > MAX_BULK) throw badUserInput(field, `${field} may hold at most ${MAX_BULK} ids`);
  const unknown = list.find((id) => !known?.has(id));
  if (unknown !== undefined) throw badUserInput(field, `${field} names ${unknown}, which does not exist`);
  return list.join(',');
}

/** Maps or unmaps stores: the given ids (checked against the cached stores), or every store the filter matches. */
async function changeStoreMapping(
  ctx: Context,
  endpoint: 'UnMappedStores_Add' | 'MappedStores_Remove',
  teamMemberId: number,
  storeIds: number[] | null,
  filter: StoreMappingFilter | null,
): Promise<MappingChange> {
  const params = mappingParams(teamMemberId, filter);
  const refs = await ctx.refs.load(['stores', 'members'], ctx.log);
  if (!refs.members?.byId.has(teamMemberId))
    throw badUserInput('teamMemberId', `Team member ${teamMemberId} does not exist`);
  const ids = storeIds === null ? '' : idList('storeIds', storeIds, refs.stores?.byId);
  if (storeIds !== null && ids === '') throw badUserInput('storeIds', 'storeIds must name at least one store');
  return change(await ctx.upstream.call('settings', endpoint, { ...params, StoreIDs: ids }, ctx.log).catch(refused));
}

@Resolver()
export class SettingsResolver {
  @Page('User Store Mapping')
  @Query(() => StoreMapping, {
    description: "A member's mapped and unmapped stores over the filter. Page: User Store Mapping.",
  })
  async storeMapping(
    @Arg('teamMemberId', () => Int) teamMemberId: number,
    @Arg('filter', () => StoreMappingFilter, { nullable: true }) filter: StoreMappingFilter | null,
    @Ctx() ctx: Context,
  ): Promise<StoreMapping> {
    const params = mappingParams(teamMemberId, filter);
    await requireKnownMember(ctx, 'teamMemberId', teamMemberId);
    const [mapped, unmapped, refs] = await Promise.all([
      withMessage('Failed to fetch the store mapping', ctx.reads.list('settings', 'MappedStores', params)),
      withMessage('Failed to fetch the store mapping', ctx.reads.list('settings', 'UnMappedStores', params)),
      ctx.refs.load(['regions', 'cities'], ctx.log),
    ]);
    const join = joinOf(refs);
    const toStore = (row: (typeof mapped)[number]): MappingStore => ({
      id: row.StoreID,
      code: row.StoreCode,
      name: row.StoreName,
      region: join.region(row.RegionID),
      city: join.city(row.CityID),
    });
    return { mapped: mapped.map(toStore), unmapped: unmapped.map(toStore) };
  }

  @Page('User Store Mapping')
  @Mutation(() => MappingChange, {
    description:
      'Maps stores to a member: the given ids, or (storeIds null) every unmapped store the filter matches. Page: User Store Mapping.',
  })
  mapStores(
    @Arg('teamMemberId', () => Int) teamMemberId: number,
    @Arg('storeIds', () => [Int], {
      nullable: true,
      description: 'The stores; null = every unmapped store the filter matches.',
    })
    storeIds: number[] | null,
    @Arg('filter', () => StoreMappingFilter, { nullable: true }) filter: StoreMappingFilter | null,
    @Ctx() ctx: Context,
  ): Promise<MappingChange> {
    return changeStoreMapping(ctx, 'UnMappedStores_Add', teamMemberId, storeIds, filter);
  }

  @Page('User Store Mapping')
  @Mutation(() => MappingChange, {
    description:
      'Unmaps stores from a member: the given ids, or (storeIds null) every mapped store the filter matches. Page: User Store Mapping.',
  })
  unmapStores(
    @Arg('teamMemberId', () => Int) teamMemberId: number,
    @Arg('storeIds', () => [Int], { nullable: true }) storeIds: number[] | null,
    @Arg('filter', () => StoreMappingFilter, { nullable: true }) filter: StoreMappingFilter | null,
    @Ctx() ctx: Context,
  ): Promise<MappingChange> {
    return changeStoreMapping(ctx, 'MappedStores_Remove', teamMemberId, storeIds, filter);
  }

  @Page('Product Store Mapping')
  @Query(() => AccountProducts, {
    description:
      'The products an account (channel) and grade carries and does not, of one brand when brandId is given. Page: Product Store Mapping.',
  })
  async accountProducts(
    @Arg('channelId', () => Int) channelId: number,
    @Arg('gradeId', () => Int) gradeId: number,
    @Arg('brandId', () => Int, { nullable: true }) brandId: number | null,
    @Ctx() ctx: Context,
  ): Promise<AccountProducts> {
    const params = {
      ChannelID: intInRange('channelId', channelId, 1, Number.MAX_SAFE_INTEGER),
      GradeID: intInRange('gradeId', gradeId, 1, Number.MAX_SAFE_INTEGER),
      BrandID: optionalId('brandId', brandId),
    };
    const [mapped, unmapped, refs] = await Promise.all([
      withMessage(
        'Failed to fetch the product mapping',
        ctx.reads.list('settings', 'ProductMappedWithAccount', params),
      ),
      withMessage(
        'Failed to fetch the product mapping',
        ctx.reads.list('settings', 'ProductUnMappedWithAccount', params),
      ),
      ctx.refs.load(['products', 'brands', 'categories'], ctx.log),
    ]);
    const join = joinOf(refs);
    const toItem = (row: { ProductID: number }) => join.product(row.ProductID);
    return {
      mapped: mapped.map(toItem).filter((p): p is Product => p !== null),
      unmapped: unmapped.map(toItem).filter((p): p is Product => p !== null),
    };
  }

  @Page('Product Store Mapping')
  @Mutation(() => MappingChange, {
    description:
      'Adds products to (add: true) or removes them from what an account and grade carries. Page: Product Store Mapping.',
  })
  async mapAccountProducts(
    @Arg('channelId', () => Int) channelId: number,
    @Arg('gradeId', () => Int) gradeId: number,
    @Arg('productIds', () => [Int]) productIds: number[],
    @Arg('add', () => Boolean) add: boolean,
    @Ctx() ctx: Context,
  ): Promise<MappingChange> {
    const refs = await ctx.refs.load(['products', 'channels', 'grades'], ctx.log);
    const checks = new InputChecks();
    if (!refs.channels?.byId.has(channelId)) checks.fail('channelId', `Account ${channelId} does not exist`);
    if (!refs.grades?.byId.has(gradeId)) checks.fail('gradeId', `Grade ${gradeId} does not exist`);
    checks.done();
    const ids = idList('productIds', productIds, refs.products?.byId);
    if (ids === '') throw badUserInput('productIds', 'productIds must name at least one product');
    const row = await ctx.upstream
      .call(
        'settings',
        add ? 'AddProductAccountGradeMapping' : 'RemoveProductAccountGradeMapping',
        { ChannelID: channelId, GradeID: gradeId, ProductIDs: ids },
        ctx.log,
      )
      .catch(refused);
    return change(row);
  }

  @Page('Store Grade By Brand')
  @Query(() => [StoreGradeRow], {
    description:
      'Active stores by brand with the grade set for each, over the filter, every row. Page: Store Grade By Brand.',
  })
  async storeGrades(
    @Arg('brandId', () => Int, { nullable: true }) brandId: number | null,
    @Arg('filter', () => StoreMappingFilter, { nullable: true }) filter: StoreMappingFilter | null,
    @Ctx() ctx: Context,
  ): Promise<StoreGradeRow[]> {
    const params = {
      BrandID: optionalId('brandId', brandId),
      RegionID: optionalId('filter.regionId', filter?.regionId),
      CityID: optionalId('filter.cityId', filter?.cityId),
      ChannelID: optionalId('filter.channelId', filter?.channelId),
      StoreName: optionalText('filter.storeName', filter?.storeName, 100),
    };
    const [rows, refs] = await Promise.all([
      withMessage('Failed to fetch store grade by brand', ctx.reads.list('settings', 'StoreGradeByBrand', params)),
      ctx.refs.load(['stores', 'brands', 'grades', 'cities'], ctx.log),
    ]);
    const join = joinOf(refs);
    return rows.map((row) => ({
      store: join.store(row.StoreID),
      brand: join.brand(row.BrandID),
      grade: row.GradeID === null ? null : join.grade(row.GradeID),
    }));
  }

  @Page('Store Grade By Brand')
  @Mutation(() => StoreGradeRow, { description: "Sets a store's grade for a brand. Page: Store Grade By Brand." })
  async setStoreGrade(
    @Arg('storeId', () => Int) storeId: number,
    @Arg('brandId', () => Int) brandId: number,
    @Arg('gradeId', () => Int) gradeId: number,
    @Ctx() ctx: Context,
  ): Promise<StoreGradeRow> {
    const refs = await ctx.refs.load(['stores', 'brands', 'grades'], ctx.log);
    const checks = new InputChecks();
    if (!refs.stores?.byId.has(storeId)) checks.fail('storeId', `Store ${storeId} does not exist`);
    if (!refs.brands?.byId.has(brandId)) checks.fail('brandId', `Brand ${brandId} does not exist`);
    if (!refs.grades?.byId.has(gradeId)) checks.fail('gradeId', `Grade ${gradeId} does not exist`);
    checks.done();
    const row = await ctx.upstream
      .call('settings', 'AddStoreGradeBrand', { StoreID: storeId, BrandID: brandId, GradeID: gradeId }, ctx.log)
      .catch(refused);
    const join = joinOf(refs);
    return { store: join.store(storeId), brand: join.brand(brandId), grade: join.grade(row?.GradeID ?? gradeId) };
  }

  @Page('Store Grade By Brand')
  @Mutation(() => [StoreGradeOutcome], {
    description:
      'Sets one grade for a brand on many stores, one upstream call a store (a few at a time), ' +
      'answering each outcome in the order given. Every id is checked before any call. Page: Store Grade By Brand.',
  })
  async setStoreGrades(
    @Arg('storeIds', () => [Int]) storeIds: number[],
    @Arg('brandId', () => Int) brandId: number,
    @Arg('gradeId', () => Int) gradeId: number,
    @Ctx() ctx: Context,
  ): Promise<StoreGradeOutcome[]> {
    const refs = await ctx.refs.load(['stores', 'brands', 'grades', 'cities'], ctx.log);
    const checks = new InputChecks();
    const ids = [...new Set(storeIds)];
    if (ids.length === 0 || ids.length > MAX_BULK) checks.fail('storeIds', `Choose 1 to ${MAX_BULK} stores`);
    const unknown = ids.filter((id) => !refs.stores?.byId.has(id));
    if (unknown.length > 0) checks.fail('storeIds', `Store ${unknown.slice(0, 5).join(', ')} does not exist`);
    if (!refs.brands?.byId.has(brandId)) checks.fail('brandId', `Brand ${brandId} does not exist`);
    if (!refs.grades?.byId.has(gradeId)) checks.fail('gradeId', `Grade ${gradeId} does not exist`);
    checks.done();
    const join = joinOf(refs);
    const outcomes: StoreGradeOutcome[] = [];
    const setOne = async (storeId: number): Promise<StoreGradeOutcome> => {
      const store = join.store(storeId);
      try {
        await ctx.upstream.call(
          'settings',
          'AddStoreGradeBrand',
          { StoreID: storeId, BrandID: brandId, GradeID: gradeId },
          ctx.log,
        );
        return { storeId, store, ok: true, message: null };
      } catch (error) {
        // A refusal's own words when the base gave some; otherwise a plain failure (no upstream detail).
        const words = error instanceof UpstreamStatusError && error.status < 500 ? error.upstreamMessage : undefined;
        return { storeId, store, ok: false, message: words || 'Failed to save the grade' };
      }
    };
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const index = next++;
        outcomes[index] = await setOne(ids[index]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(GRADE_PARALLEL, ids.length) }, worker));
    return outcomes;
  }

  @Page('Report Email Recipient')
  @Query(() => [ReportRecipients], {
    description: 'The e-mailed reports and their recipients. Page: Report Email Recipient.',
  })
  async reportRecipients(@Ctx() ctx: Context): Promise<ReportRecipients[]> {
    const reports = await withMessage(
      'Failed to fetch report recipients',
      ctx.reads.list('settings', 'Reports_List', {}),
    );
    return Promise.all(
      reports.map(async (report) => ({
        id: report.ReportID,
        name: report.ReportName,
        recipients: (
          await withMessage(
            'Failed to fetch report recipients',
            ctx.reads.list('settings', 'ReportRecipients', { ReportID: report.ReportID }),
          )
        ).map((row) => row.Email),
      })),
    );
  }

  @Page('Report Email Recipient')
  @Mutation(() => MappingChange, {
    description: 'Adds (add: true) or removes a recipient of a report. Page: Report Email Recipient.',
  })
  async setReportRecipient(
    @Arg('reportId', () => Int) reportId: number,
    @Arg('email', () => String) email: string,
    @Arg('add', () => Boolean) add: boolean,
    @Ctx() ctx: Context,
  ): Promise<MappingChange> {
    const checks = new InputChecks();
    checks.id('reportId', reportId);
    const address = checks
      .text('email', email, LIMITS['AddReportRecipients.Email'], {
        required: true,
        pattern: EMAIL_ADDRESS,
        hint: 'must be an e-mail address',
      })
      .toLowerCase();
    checks.done();
    // Like report e-mails: a recipient outside the company is refused (removing one never is).
    if (add) await requireCompanyAddress(ctx, 'email', address);
    const row = await ctx.upstream
      .call(
        'settings',
        add ? 'AddReportRecipients' : 'RemoveReportRecipients',
        { ReportID: reportId, Email: address },
        ctx.log,
      )
      .catch(refused);
    return change(row);
  }

  @Page('Setup Manager By Brand')
  @Query(() => [BrandManagerRow], { description: 'The managers set up per brand. Page: Setup Manager By Brand.' })
  async brandManagers(
    @Arg('brandId', () => Int, { nullable: true }) brandId: number | null,
    @Ctx() ctx: Context,
  ): Promise<BrandManagerRow[]> {
    const [rows, refs] = await Promise.all([
      withMessage(
        'Failed to fetch the managers by brand',
        ctx.reads.list('settings', 'View_TeamMemberWithBrand', { BrandID: optionalId('brandId', brandId) }),
      ),
      ctx.refs.load(['brands', 'members', 'teamTypes', 'regions'], ctx.log),
    ]);
    const join = joinOf(refs);
    return rows.map((row) => ({ brand: join.brand(row.BrandID), manager: join.member(row.TeamMemberID) }));
  }

  @Page('Setup Manager By Brand')
  @Mutation(() => MappingChange, {
    description: 'Sets up (add: true) or removes a manager for a brand. Page: Setup Manager By Brand.',
  })
  async setBrandManager(
    @Arg('brandId', () => Int) brandId: number,
    @Arg('teamMemberId', () => Int) teamMemberId: number,
    @Arg('add', () => Boolean) add: boolean,
    @Ctx() ctx: Context,
  ): Promise<MappingChange> {
    const refs = await ctx.refs.load(['brands', 'members', 'teamTypes'], ctx.log);
    const checks = new InputChecks();
    if (!refs.brands?.byId.has(brandId)) checks.fail('brandId', `Brand ${brandId} does not exist`);
    const member = refs.members?.byId.get(teamMemberId);
    if (!member) checks.fail('teamMemberId', `Team member ${teamMemberId} does not exist`);
    else if (add && refs.teamTypes?.byId.get(member.TeamTypeID)?.ManagesBrands !== 1) {
      checks.fail('teamMemberId', 'Only a member of a team type that manages brands can be set up for a brand');
    }
    checks.done();
    const row = await ctx.upstream
      .call(
        'settings',
        add ? 'Add_TeamMemberWithBrand' : 'Remove_TeamMemberWithBrand',
        { BrandID: brandId, TeamMemberID: teamMemberId },
        ctx.log,
      )
      .catch(refused);
    await ctx.refs.invalidateMembers();
    return change(row);
  }

  @Page(PERMISSIONS_PAGE)
  @Query(() => [TeamMember], {
    description: 'Every active team member, by name, to pick whose permissions to see. Page: User Permission.',
  })
  async permissionMembers(@Ctx() ctx: Context): Promise<TeamMember[]> {
    const refs = await ctx.refs.load(['members', 'teamTypes', 'regions'], ctx.log);
    const join = joinOf(refs);
    return (refs.members?.rows ?? [])
      .filter((row) => row.ActiveStatus === 1)
      .map((row) => join.member(row.TeamMemberID))
      .filter((member): member is TeamMember => member !== null)
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  @Page(PERMISSIONS_PAGE)
  @Query(() => [PermissionRow], {
    description: 'Every page of the menu and whether the member may open it. Page: User Permission.',
  })
  async permissions(
    @Arg('teamMemberId', () => Int) teamMemberId: number,
    @Ctx() ctx: Context,
  ): Promise<PermissionRow[]> {
    await requireKnownMember(ctx, 'teamMemberId', teamMemberId);
    const rows = await withMessage(
      'Failed to fetch permissions',
      ctx.reads.list('settings', 'PermissionView', { TeamMemberID: teamMemberId }),
    );
    return rows.map((row) => ({ id: row.PermissionID, page: row.PageName, allowed: row.Permission === 1 }));
  }

  @Page(PERMISSIONS_PAGE)
  @Mutation(() => PermissionRow, {
    description:
      "Allows or forbids a page to a member, at once: the member's cached access is dropped. Nobody can take the permissions page from themselves. Page: User Permission.",
  })
  async updatePermission(
    @Arg('teamMemberId', () => Int) teamMemberId: number,
    @Arg('permissionId', () => Int) permissionId: number,
    @Arg('allowed', () => Boolean) allowed: boolean,
    @Ctx() ctx: Context,
  ): Promise<PermissionRow> {
    await requireKnownMember(ctx, 'teamMemberId', teamMemberId);
    intInRange('permissionId', permissionId, 1, Number.MAX_SAFE_INTEGER);
    const permission = (
      await withMessage(
        'Failed to fetch permissions',
        ctx.reads.list('settings', 'PermissionView', { TeamMemberID: teamMemberId }),
      )
    ).find((row) => row.PermissionID === permissionId);
    if (
      teamMemberId === ctx.session?.id &&
      !allowed &&
      permission &&
      pageKey(permission.PageName) === pageKey(PERMISSIONS_PAGE)
    ) {
      throw badUserInput('allowed', 'You cannot take the permissions page away from yourself');
    }
    // No escalation: only members whose pages you hold, and only pages you hold yourself.
    await requireHoldsPagesOf(ctx, teamMemberId);
    if (allowed && permission) await requireHoldsPage(ctx, permission.PageName);
    const row = await ctx.upstream
      .call(
        'settings',
        'PermissionUpdate',
        { TeamMemberID: teamMemberId, PermissionID: permissionId, Permission: allowed ? 1 : 0 },
        ctx.log,
      )
      .catch(refused);
    await ctx.access.drop(teamMemberId);
    return { id: permissionId, page: row?.PageName ?? '', allowed };
  }

  @Page('Reset Password')
  @Mutation(() => Boolean, {
    description: `Changes the signed-in member's password: the old one must match; the new one has ${MIN_PASSWORD} or more characters, differs from the old one and from the login name. 'Failed to change password' when refused; attempts are rate-limited. Page: Reset Password.`,
  })
  async changePassword(
    @Arg('oldPassword', () => String) oldPassword: string,
    @Arg('newPassword', () => String) newPassword: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    const session = ctx.session!;
    const checks = new InputChecks();
    if (oldPassword.length === 0) checks.fail('oldPassword', 'The current password is required');
    if (newPassword.length < MIN_PASSWORD)
      checks.fail('newPassword', `The new password needs at least ${MIN_PASSWORD} characters`);
    else if (newPassword.length > 200) checks.fail('newPassword', 'The new password may have at most 200 characters');
    else if (newPassword === oldPassword)
      checks.fail('newPassword', 'The new password must differ from the current one');
    else if (newPassword.toLowerCase().includes(session.login.toLowerCase()))
      checks.fail('newPassword', 'The new password must not contain your login name');
    checks.done();
    // Counted before the current password is checked, so a burst cannot slip past the limit.
    const address = ctx.reply.request.ip;
    await limited(ctx.passwordChanges.attempt(String(session.id), address), 'Too many failed attempts', ctx);
    try {
      await ctx.upstream.call(
        'main',
        'ChangePassword_Management',
        { TeamMemberID: session.id, OldPassword: oldPassword, NewPassword: newPassword },
        ctx.log,
      );
    } catch (error) {
      if (error instanceof UpstreamStatusError && error.status === 400) {
        throw gatewayError('BAD_USER_INPUT', 'Failed to change password: the current password is wrong', {
          field: 'oldPassword',
        });
      }
      return withMessage('Failed to change password', Promise.reject(error));
    }
    await ctx.passwordChanges.succeeded(String(session.id), address);
    // Every session of the member ends, on every instance; this one goes on under a new cookie.
    await ctx.shared.sessions.endMember(session.id, ctx.sessions.ttlSeconds * 1000);
    setSessionCookie(ctx.reply, { ...session, mustChangePassword: false }, ctx.sessions);
    ctx.log.info({ memberId: session.id }, 'password changed');
    return true;
  }
}
