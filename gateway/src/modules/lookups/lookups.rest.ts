// Upstream reference-list endpoints and their rows, indexed by id once per fetch.
import type { UpstreamClient, UpstreamLog } from '../../upstream/client.js';
import type { Row } from '../../upstream/contract.js';
import { UpstreamBadResponse } from '../../upstream/errors.js';

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
  teamTypes: Row<'TeamType'>;
  brands: Row<'Brand'>;
  categories: Row<'ProductCategory'>;
  products: Row<'Product'>;
  stores: Row<'Store'>;
  members: Row<'Member'>;
}
export type RefName = keyof RefRows;

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
  ActiveStatus: -1,
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
    index('DistrictList', await up.list('main', 'DistrictList', { CityID: 0 }, log), (r) => r.DistrictID),
  channelTypes: async (up, log) =>
    index('ChannelTypeList', await up.list('main', 'ChannelTypeList', {}, log), (r) => r.ChannelTypeID),
  channels: async (up, log) =>
    index('ChannelList', await up.list('main', 'ChannelList', { ChannelTypeID: 0 }, log), (r) => r.ChannelID),
  grades: async (up, log) => index('GradeList', await up.list('main', 'GradeList', {}, log), (r) => r.GradeID),
  subGrades: async (up, log) =>
    index(
      'StoreSubGradeList',
      await up.list('main', 'StoreSubGradeList', { GradeID: 0 }, log),
      (r) => r.StoreSubGradeID,
    ),
  storeTypes: async (up, log) =>
    index('StoreTypeList', await up.list('main', 'StoreTypeList', {}, log), (r) => r.StoreTypeID),
  teamTypes: async (up, log) => index('TeamType', await up.list('main', 'TeamType', {}, log), (r) => r.TeamTypeID),
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
