// The Users List filters as data (team type, region, status, search) and the GraphQL filter they mean.

import type { MemberSortField, TeamMemberFilter } from '../../gql/graphql';
import { defineList, idFilter, type ListView, statusFilter, textFilter } from '../../platform/components/list-state';

export const MEMBER_LIST = defineList({
  filters: { teamType: idFilter(), region: idFilter(), status: statusFilter(), search: textFilter() },
  sorts: ['NAME', 'LOGIN', 'TEAM_TYPE', 'REGION'] satisfies MemberSortField[],
  sort: 'NAME',
});

export type MemberListView = ListView<(typeof MEMBER_LIST)['spec']['filters'], MemberSortField>;

export const toMemberFilter = (view: MemberListView): TeamMemberFilter => ({
  teamTypeId: view.teamType || null,
  regionId: view.region || null,
  active: view.status === 'all' ? null : view.status === 'active',
  search: view.search.trim() || null,
});
