// The store list's view (filters, sort, page) as URL search params, so a reload or a shared link
// shows the same stores. Pure: parse and serialize, and the GraphQL variables it means.
import { PAGE_SIZES } from '../../components/paging';
import type { StoreFilter, StoreSortField } from '../../gql/graphql';

export const SORT_FIELDS = [
  'NAME',
  'CODE',
  'REGION',
  'CITY',
  'GRADE',
  'CHANNEL',
] as const satisfies readonly StoreSortField[];

export interface StoreListView {
  region: number;
  city: number;
  district: number;
  storeType: number;
  channelType: number;
  channel: number;
  grade: number;
  subGrade: number;
  status: 'all' | 'active' | 'inactive';
  code: string;
  name: string;
  sort: StoreSortField;
  dir: 'asc' | 'desc';
  page: number;
  size: number;
}

export const DEFAULT_VIEW: StoreListView = {
  region: 0,
  city: 0,
  district: 0,
  storeType: 0,
  channelType: 0,
  channel: 0,
  grade: 0,
  subGrade: 0,
  status: 'all',
  code: '',
  name: '',
  sort: 'NAME',
  dir: 'asc',
  page: 1,
  size: 50,
};

const id = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : 0;
};

export function parseView(params: URLSearchParams): StoreListView {
  const sort = params.get('sort')?.toUpperCase();
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    region: id(params.get('region')),
    city: id(params.get('city')),
    district: id(params.get('district')),
    storeType: id(params.get('storeType')),
    channelType: id(params.get('channelType')),
    channel: id(params.get('channel')),
    grade: id(params.get('grade')),
    subGrade: id(params.get('subGrade')),
    status: status === 'active' || status === 'inactive' ? status : 'all',
    code: params.get('code') ?? '',
    name: params.get('name') ?? '',
    sort: (SORT_FIELDS as readonly string[]).includes(sort ?? '') ? (sort as StoreSortField) : 'NAME',
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_VIEW.size,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function serializeView(view: StoreListView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_VIEW) as (keyof StoreListView)[]) {
    const value = view[key];
    if (value !== DEFAULT_VIEW[key] && value !== '')
      params.set(key, String(key === 'sort' ? String(value).toLowerCase() : value));
  }
  return params;
}

/** A change of filter: children of a changed parent are cleared and paging restarts. */
export function withFilter(view: StoreListView, change: Partial<StoreListView>): StoreListView {
  const next = { ...view, ...change, page: 1 };
  if (change.region !== undefined && change.region !== view.region) next.city = 0;
  if (next.city !== view.city) next.district = 0;
  if (change.grade !== undefined && change.grade !== view.grade) next.subGrade = 0;
  if (change.channelType !== undefined && change.channelType !== view.channelType) next.channel = 0;
  return next;
}

export function toFilter(view: StoreListView): StoreFilter {
  return {
    regionId: view.region || null,
    cityId: view.city || null,
    districtId: view.district || null,
    storeTypeId: view.storeType || null,
    channelTypeId: view.channelType || null,
    channelId: view.channel || null,
    gradeId: view.grade || null,
    subGradeId: view.subGrade || null,
    active: view.status === 'all' ? null : view.status === 'active',
    code: view.code.trim() || null,
    name: view.name.trim() || null,
  };
}
