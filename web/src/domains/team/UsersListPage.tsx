// Users List (/Users): team members filtered by team type, region, status and name, in the URL;
// add, edit, activate or deactivate, remove, issue a one-time password, open permissions; requests for
// access to approve or decline; CSV export of the whole filtered list.

import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FiPlus } from 'react-icons/fi';
import type { MemberSortField } from '../../gql/graphql';
import { useExportAllPages } from '../../platform/components/all-pages';
import { type DataColumn, DataTable } from '../../platform/components/DataTable';
import { DebouncedInput } from '../../platform/components/DebouncedInput';
import { FilterSelect } from '../../platform/components/FilterSelect';
import { ListScreen } from '../../platform/components/ListScreen';
import { actionsColumn, statusColumn } from '../../platform/components/list-columns';
import { useListState } from '../../platform/components/list-state';
import { memberTitle } from '../../platform/components/member-tag';
import { Pager } from '../../platform/components/Pager';
import { RowActions } from '../../platform/components/RowActions';
import { useSavedRow } from '../../platform/components/saved-row';
import { AccessRequestsPanel } from './AccessRequestsPanel';
import { MemberExtraActions } from './MemberExtraActions';
import { MemberFormDrawer } from './MemberFormDrawer';
import { formFromMember, type ListedMember, toMemberInput } from './member-form';
import { MEMBER_LIST, toMemberFilter } from './member-list';
import { MemberRemoveMutation, MemberUpdateMutation, TeamFormOptionsQuery, TeamMembersQuery } from './team.documents';

const STATUSES = [
  { id: 'active', name: 'Active' },
  { id: 'inactive', name: 'Inactive' },
];
/** The gateway's largest page of members. */
const MEMBER_PAGE_ROWS = 1000;

function MemberActions({ member, onEdit }: { member: ListedMember; onEdit: () => void }) {
  const refetchQueries = [TeamMembersQuery];
  const [update] = useMutation(MemberUpdateMutation, { refetchQueries });
  const [remove] = useMutation(MemberRemoveMutation, { refetchQueries, awaitRefetchQueries: true });
  return (
    <HStack gap="0.5" justify="flex-end" wrap="nowrap">
      <MemberExtraActions member={member} />
      <RowActions
        label={`User ${member.login}`}
        keyName={memberTitle(member)}
        active={member.active}
        onEdit={onEdit}
        removeBody={
          `Remove ${member.login} (${member.name})? This cannot be undone. ` +
          `A user with history cannot be removed: deactivate them instead.`
        }
        setActive={(active) =>
          update({
            variables: {
              id: member.id,
              version: member.version ?? '',
              input: toMemberInput({ ...formFromMember(member), active }),
            },
          })
        }
        remove={() => remove({ variables: { id: member.id } })}
      />
    </HStack>
  );
}

/** A one-word name (team type, region) kept whole: the e-mail column gives way instead. */
const OneLine = ({ text }: { text: string | null | undefined }) => (
  <Text as="span" whiteSpace="nowrap">
    {text}
  </Text>
);

/** An address that may break after its "@" (never inside a word), so the row's actions keep their room at 1366 px. */
function WrappedEmail({ email }: { email: string | null | undefined }) {
  if (!email) return null;
  const at = email.indexOf('@');
  return (
    <Text as="span" title={email}>
      {at < 0 ? email : email.slice(0, at + 1)}
      {at < 0 ? null : <wbr />}
      {at < 0 ? null : email.slice(at + 1)}
    </Text>
  );
}

const columns = (edit: (member: ListedMember) => void): DataColumn<ListedMember, MemberSortField>[] => [
  { key: 'login', label: 'Login', always: true, sort: 'LOGIN', mono: true, value: (m) => m.login },
  { key: 'name', label: 'Name', sort: 'NAME', value: (m) => m.name },
  {
    key: 'teamType',
    label: 'Team type',
    sort: 'TEAM_TYPE',
    value: (m) => m.teamType?.name,
    render: (m) => <OneLine text={m.teamType?.name} />,
  },
  {
    key: 'region',
    label: 'Region',
    sort: 'REGION',
    wideOnly: true,
    value: (m) => m.region?.name,
    render: (m) => <OneLine text={m.region?.name} />,
  },
  { key: 'email', label: 'E-mail', value: (m) => m.email, render: (m) => <WrappedEmail email={m.email} /> },
  { key: 'mobile', label: 'Mobile', priority: 'low', value: (m) => m.mobile },
  statusColumn(),
  actionsColumn((m) => <MemberActions member={m} onEdit={() => edit(m)} />),
];

export default function UsersListPage() {
  const list = useListState(MEMBER_LIST);
  const { view } = list;
  const variables = {
    filter: toMemberFilter(view),
    sort: { field: view.sort, direction: list.direction },
    limit: list.limit,
    offset: list.offset,
  };
  const { data, previousData, loading, error, refetch } = useQuery(TeamMembersQuery, { variables });
  const options = useQuery(TeamFormOptionsQuery).data;
  const [editing, setEditing] = useState<ListedMember | null | undefined>(undefined);
  const page = (data ?? previousData)?.teamMembers;
  const everyMember = useExportAllPages(TeamMembersQuery, variables, (data) => data.teamMembers, MEMBER_PAGE_ROWS);
  const saved = useSavedRow(list, (member) => member.id, everyMember);

  return (
    <ListScreen
      filters={
        <>
          <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
            <FilterSelect
              label="Team type"
              value={view.teamType}
              options={options?.teamTypes ?? []}
              onChange={(value) => list.filter({ teamType: Number(value) || 0 })}
            />
            <FilterSelect
              label="Region"
              value={view.region}
              options={options?.regions ?? []}
              onChange={(value) => list.filter({ region: Number(value) || 0 })}
            />
            <FilterSelect
              label="Status"
              value={view.status}
              allValue="all"
              options={STATUSES}
              onChange={(value) => list.filter({ status: value === 'active' || value === 'inactive' ? value : 'all' })}
            />
            <DebouncedInput label="Search" value={view.search} onChange={(search) => list.filter({ search })} />
            <Button size="sm" variant="ghost" onClick={list.clear}>
              Clear filters
            </Button>
            <Button size="sm" colorPalette="teal" ms="auto" onClick={() => setEditing(null)}>
              <FiPlus /> Add user
            </Button>
          </Flex>
          <AccessRequestsPanel teamTypes={options?.teamTypes ?? []} />
        </>
      }
      overlays={<MemberFormDrawer member={editing} onClose={() => setEditing(undefined)} onSaved={saved.onSaved} />}
      loading={!page && !error}
      error={!page && error}
      errorMessage="Failed to fetch users."
      onRetry={() => void refetch()}
      empty={page?.total === 0}
      emptyTitle="No users match these filters"
    >
      {page && (
        <DataTable
          caption="Users"
          listId="users"
          columns={columns(setEditing)}
          rows={page.items}
          rowKey={(member) => member.id}
          savedKey={saved.savedKey}
          sort={{ field: view.sort, dir: view.dir, onSort: list.sortBy }}
          csvName="users.csv"
          allRows={everyMember}
          dimmed={loading}
          footer={
            <Pager page={view.page} size={view.size} total={page.total} onChange={list.setPaging} settled={!loading} />
          }
        />
      )}
    </ListScreen>
  );
}
