// The settings' upstream calls: store and product mappings, store grades, report recipients, managers by
// brand and permissions (settings base), and the signed-in member's password change (main base).
import type { Context } from '../../platform/graphql/context.js';
import type { DataOf, ParamsOf } from '../../platform/upstream/contract.js';

type Calls = Pick<Context, 'upstream' | 'log'>;
type Reads = Pick<Context, 'reads'>;

/** What a mapping write answers: how many links changed and how many were already so. */
export type ChangeRow = { Changed: number; Unchanged: number } | undefined;

type MappingParams = ParamsOf<'settings', 'MappedStores'>;

export const fetchMappedStores = (ctx: Reads, params: MappingParams): Promise<DataOf<'settings', 'MappedStores'>> =>
  ctx.reads.list('settings', 'MappedStores', params);

export const fetchUnmappedStores = (
  ctx: Reads,
  params: ParamsOf<'settings', 'UnMappedStores'>,
): Promise<DataOf<'settings', 'UnMappedStores'>> => ctx.reads.list('settings', 'UnMappedStores', params);

/** Maps (UnMappedStores_Add) or unmaps (MappedStores_Remove) stores: a comma-separated id list, '' = the filter's. */
export const changeStoreMapping = (
  ctx: Calls,
  endpoint: 'UnMappedStores_Add' | 'MappedStores_Remove',
  params: ParamsOf<'settings', 'UnMappedStores_Add'>,
): Promise<ChangeRow> => ctx.upstream.call('settings', endpoint, params, ctx.log);

type AccountParams = ParamsOf<'settings', 'ProductMappedWithAccount'>;

export const fetchAccountProducts = (ctx: Reads, params: AccountParams) =>
  Promise.all([
    ctx.reads.list('settings', 'ProductMappedWithAccount', params),
    ctx.reads.list('settings', 'ProductUnMappedWithAccount', params),
  ]);

export const changeAccountProducts = (
  ctx: Calls,
  add: boolean,
  params: ParamsOf<'settings', 'AddProductAccountGradeMapping'>,
): Promise<ChangeRow> =>
  ctx.upstream.call(
    'settings',
    add ? 'AddProductAccountGradeMapping' : 'RemoveProductAccountGradeMapping',
    params,
    ctx.log,
  );

export const fetchStoreGrades = (ctx: Reads, params: ParamsOf<'settings', 'StoreGradeByBrand'>) =>
  ctx.reads.list('settings', 'StoreGradeByBrand', params);

export const setStoreGrade = (ctx: Calls, params: ParamsOf<'settings', 'AddStoreGradeBrand'>) =>
  ctx.upstream.call('settings', 'AddStoreGradeBrand', params, ctx.log);

export const fetchReports = (ctx: Reads) => ctx.reads.list('settings', 'Reports_List', {});

export const fetchReportRecipients = (ctx: Reads, reportId: number) =>
  ctx.reads.list('settings', 'ReportRecipients', { ReportID: reportId });

export const changeReportRecipient = (
  ctx: Calls,
  add: boolean,
  params: ParamsOf<'settings', 'AddReportRecipients'>,
): Promise<ChangeRow> =>
  ctx.upstream.call('settings', add ? 'AddReportRecipients' : 'RemoveReportRecipients', params, ctx.log);

/** The managers set up per brand (brandId 0 = every brand). */
export const fetchBrandManagers = (ctx: Reads, brandId: number) =>
  ctx.reads.list('settings', 'View_TeamMemberWithBrand', { BrandID: brandId });

export const changeBrandManager = (
  ctx: Calls,
  add: boolean,
  params: ParamsOf<'settings', 'Add_TeamMemberWithBrand'>,
): Promise<ChangeRow> =>
  ctx.upstream.call('settings', add ? 'Add_TeamMemberWithBrand' : 'Remove_TeamMemberWithBrand', params, ctx.log);

export const fetchPermissions = (ctx: Reads, memberId: number) =>
  ctx.reads.list('settings', 'PermissionView', { TeamMemberID: memberId });

export const updatePermission = (ctx: Calls, params: ParamsOf<'settings', 'PermissionUpdate'>) =>
  ctx.upstream.call('settings', 'PermissionUpdate', params, ctx.log);

export const changePassword = (ctx: Calls, params: ParamsOf<'main', 'ChangePassword_Management'>) =>
  ctx.upstream.call('main', 'ChangePassword_Management', params, ctx.log);

/** A password the product holds (one it issued, or one set in its place), changed in the product's own store. */
export const changeHeldPassword = (ctx: Calls, params: ParamsOf<'product', 'Credential_Change'>) =>
  ctx.upstream.call('product', 'Credential_Change', params, ctx.log);
