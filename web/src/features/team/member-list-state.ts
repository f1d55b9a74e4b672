// The Users List view (filters and page) in the URL. Pure.
import { PAGE_SIZES } from '../../components/paging';
import type { MemberSortField, TeamMemberFilter } from '../../gql/graphql';

export const MEMBER_SORT_FIELDS = [
  'NAME',
  'LOGIN',
  'TEAM_TYPE',
  'REGION',
] as const satisfies readonly MemberSortField[];

export interface MemberListView {
  teamType: number;
  region: number;
  status: 'all' | 'active' | 'inactive';
  search: string;
  sort: MemberSortField;
  dir: 'asc' | 'desc';
  page: number;
  size: number;
}

export const DEFAULT_MEMBER_VIEW: MemberListView = {
  teamType: 0,
  region: 0,
  status: 'all',
  search: '',
  sort: 'NAME',
  dir: 'asc',
  page: 1,
  size: 50,
};

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : 0;
};

export function parseMemberView(params: URLSearchParams): MemberListView {
  const status = params.get('status');
  const size = Number(params.get('size'));
  return {
    teamType: positive(params.get('teamType')),
    region: positive(params.get('region')),
    status: status === 'active' || status === 'inactive' ? status : 'all',
    search: params.get('search') ?? '',
    sort: (MEMBER_SORT_FIELDS as readonly string[]).includes(params.get('sort')?.toUpperCase() ?? '')
      ? (params.get('sort')!.toUpperCase() as MemberSortField)
      : 'NAME',
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    page: positive(params.get('page')) || 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_MEMBER_VIEW.size,
  };
}

export function serializeMemberView(view: MemberListView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_MEMBER_VIEW) as (keyof MemberListView)[]) {
    if (view[key] !== DEFAULT_MEMBER_VIEW[key] && view[key] !== '')
      params.set(key, key === 'sort' ? String(view[key]).toLowerCase() : String(view[key]));
  }
  return params;
}

export const toMemberFilter = (view: MemberListView): TeamMemberFilter => ({
  teamTypeId: view.teamType || null,
  regionId: view.region || null,
  active: view.status === 'all' ? null : view.status === 'active',
  search: view.search.trim() || null,
});
