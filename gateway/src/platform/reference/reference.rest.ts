// Upstream reference-list endpoints and their rows, indexed by id once per fetch.
import type { UpstreamClient, UpstreamLog } from '../upstream/client.js';
import type { Row } from '../upstream/contract.js';
import { UpstreamBadResponse } from '../upstream/errors.js';

/** Rows of each reference list, by the name the gateway uses for it. */
export interface RefRows {
  regions: Row<'Region'>;
  cities: Row<'City'>;
  districts: Row<'District'>;
  channelTypes: Row<'ChannelType'>;
  channels: Row<'Channel'>;
  grades: Row<'Grade'>;
  subGrades: Row<'StoreSubGrade'>;
  storeTypes: Row<'StoreType'>;
  teamTypes: TeamTypeWithRoles;
  brands: Row<'Brand'>;
  categories: Row<'ProductCategory'>;
  products: Row<'Product'>;
  stores: Row<'Store'>;
  members: Row<'Member'>;
}
export type RefName = keyof RefRows;

/** A team type with what its members do in the product (1 yes, 0 no): the product's own data. */
export type TeamTypeWithRoles = Row<'TeamType'> & Omit<Row<'TeamTypeRole'>, 'TeamTypeID'>;

/**
 * The roles a team type takes until an administrator sets them (Settings, Team Types): read from the
 * distributor's type names, the one thing its TeamType rows carry: promoters take targets and work in
 * the field, supervisors work in the field, managers manage brands.
 */
export function defaultRoles(name: string): Omit<Row<'TeamTypeRole'>, 'TeamTypeID'> {
  const is = (word: string) => new RegExp(`\\b${word}`, 'i').test(name);
  return {
    TakesTargets: is('promoter') ? 1 : 0,
    ManagesBrands: is('manager') ? 1 : 0,
    FieldStaff: is('promoter') || is('supervisor') ? 1 : 0,
  };
}

async function teamTypesWithRoles(up: UpstreamClient, log?: UpstreamLog): Promise<TeamTypeWithRoles[]> {
  const [types, roles] = await Promise.all([
    up.list('main', 'TeamType', {}, log),
    up.list('product', 'TeamTypeRoles', {}, log),
  ]);
  const set = new Map(roles.map((role) => [role.TeamTypeID, role]));
  return types.map((type) => {
    const { TakesTargets, ManagesBrands, FieldStaff } = set.get(type.TeamTypeID) ?? defaultRoles(type.TeamTypeName);
    return { TeamTypeID: type.TeamTypeID, TeamTypeName: type.TeamTypeName, TakesTargets, ManagesBrands, FieldStaff };
  });
}

/** Names the distributor's bases do not give (district, sub-grade, store type): only from a base that offers them. */
const offered = async <R>(up: UpstreamClient, rows: () => Promise<R[]>): Promise<R[]> =>
  up.described.offers('store-references') ? rows() : [];

export interface RefList<R> {
  rows: readonly R[];
  byId: ReadonlyMap<number, R>;
}

function index<R extends object>(endpoint: string, rows: readonly R[], idOf: (row: R) => unknown): RefList<R> {
  const byId = new Map<number, R>();
  for (const row of rows) {
    const id = typeof row === 'object' && row !== null ? idOf(row) : undefined;
    if (typeof id !== 'number') throw new UpstreamBadResponse(endpoint, 'row without a numeric id');
    byId.set(id, row);
  }
  return { rows, byId };
}

/** StoreList with every filter off: every store, active or not (reports name stores of any status). */
const ALL_STORES = {
  RegionID: 0,
  CityID: 0,
  DistrictID: 0,
  ChannelTypeID: 0,
  ChannelID: 0,
  StoreTypeID: 0,
  StoreSubGradeID: 0,
  ActiveStatus: 0,
  StoreCode: '',
  StoreName: '',
};

type Fetchers = { [K in RefName]: (upstream: UpstreamClient, log?: UpstreamLog) => Promise<RefList<RefRows[K]>> };

/** The full lists (0 = all): filtered variants are derived from them in memory. */
export const fetchRefList: Fetchers = {
  regions: async (up, log) => index('RegionList', await up.list('main', 'RegionList', {}, log), (r) => r.RegionID),
  cities: async (up, log) =>
    index('CityList', await up.list('main', 'CityList', { RegionID: 0 }, log), (r) => r.CityID),
  districts: async (up, log) =>
    index(
      'DistrictList',
      await offered(up, () => up.list('main', 'DistrictList', { CityID: 0 }, log)),
      (r) => r.DistrictID,
    ),
  channelTypes: async (up, log) =>
    index('ChannelTypeList', await up.list('main', 'ChannelTypeList', {}, log), (r) => r.ChannelTypeID),
  channels: async (up, log) =>
    index('ChannelList', await up.list('main', 'ChannelList', { ChannelTypeID: 0 }, log), (r) => r.ChannelID),
  grades: async (up, log) => index('GradeList', await up.list('main', 'GradeList', {}, log), (r) => r.GradeID),
  subGrades: async (up, log) =>
    index(
      'StoreSubGradeList',
      await offered(up, () => up.list('main', 'StoreSubGradeList', { GradeID: 0 }, log)),
      (r) => r.StoreSubGradeID,
    ),
  storeTypes: async (up, log) =>
    index('StoreTypeList', await offered(up, () => up.list('main', 'StoreTypeList', {}, log)), (r) => r.StoreTypeID),
  teamTypes: async (up, log) => index('TeamType', await teamTypesWithRoles(up, log), (r) => r.TeamTypeID),
  brands: async (up, log) =>
    index('BrandList_General', await up.list('main', 'BrandList_General', {}, log), (r) => r.BrandID),
  categories: async (up, log) =>
    index(
      'ProductCategoryListOnly',
      await up.list('main', 'ProductCategoryListOnly', {}, log),
      (r) => r.ProductCategoryID,
    ),
  products: async (up, log) =>
    index(
      'ProductList',
      await up.list('main', 'ProductList', { BrandID: 0, ProductCategoryID: 0 }, log),
      (r) => r.ProductID,
    ),
  stores: async (up, log) => index('StoreList', await up.list('main', 'StoreList', ALL_STORES, log), (r) => r.StoreID),
  members: async (up, log) =>
    index('TeamMemberStore', await up.list('main', 'TeamMemberStore', { TeamTypeID: 0 }, log), (r) => r.TeamMemberID),
};

export async function fetchStoreOptions(
  upstream: UpstreamClient,
  regionId: number,
  channelId: number,
  log?: UpstreamLog,
) {
  const rows = await upstream.list('main', 'StoreFilterList', { RegionID: regionId, ChannelID: channelId }, log);
  return rows.map((row) => ({ id: row.StoreID, code: row.StoreCode, name: row.StoreName }));
}

/** The members of one team type (the Manager picker reads the types that manage brands). */
export const fetchTeamTypeMembers = (upstream: UpstreamClient, teamTypeId: number, log?: UpstreamLog) =>
  upstream.list('main', 'TeamMemberStore', { TeamTypeID: teamTypeId }, log);
