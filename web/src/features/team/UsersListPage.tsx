// Users List (/Users): team members filtered by team type, region, status and name, in the URL;
// add, edit, activate or deactivate, remove, issue a one-time password, open permissions; requests for
// access to approve or decline; CSV export of the whole filtered list.
import { Badge, Box, Button, Flex, HStack, Table } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FiPlus } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import { downloadCsv, toCsv } from '../../components/csv';
import { DebouncedInput } from '../../components/DebouncedInput';
import { ColumnChooser } from '../../components/ColumnChooser';
import { SortableHeader } from '../../components/SortableHeader';
import type { MemberSortField } from '../../gql/graphql';
import { useColumnChoice, type ColumnSpec } from '../../components/columns';
import { FilterSelect } from '../../components/FilterSelect';
import { Pager } from '../../components/Pager';
import { RowActions } from '../../components/RowActions';
import { EmptyState, ErrorState, LoadingRows } from '../../components/States';
import { formFromMember, toMemberInput, type ListedMember } from './member-form';
import {
  DEFAULT_MEMBER_VIEW,
  parseMemberView,
  serializeMemberView,
  toMemberFilter,
  type MemberListView,
} from './member-list-state';
import { AccessRequestsPanel } from './AccessRequestsPanel';
import { MemberExtraActions } from './MemberExtraActions';
import { MemberFormDrawer } from './MemberFormDrawer';
import { MemberRemoveMutation, MemberUpdateMutation, TeamFormOptionsQuery, TeamMembersQuery } from './team.documents';

const STATUSES = [
  { id: 'active', name: 'Active' },
  { id: 'inactive', name: 'Inactive' },
];
const EXPORT_LIMIT = 1000;

const COLUMNS: (ColumnSpec<'login' | 'name' | 'teamType' | 'region' | 'email' | 'mobile' | 'status' | 'actions'> & {
  sort?: MemberSortField;
})[] = [
  { key: 'login', label: 'Login', always: true, sort: 'LOGIN' },
  { key: 'name', label: 'Name', sort: 'NAME' },
  { key: 'teamType', label: 'Team type', sort: 'TEAM_TYPE' },
  { key: 'region', label: 'Region', sort: 'REGION' },
  { key: 'email', label: 'E-mail' },
  { key: 'mobile', label: 'Mobile' },
  { key: 'status', label: 'Status' },
  { key: 'actions', label: 'Actions', always: true },
];

export default function UsersListPage() {
  const [params, setParams] = useSearchParams();
  const view = parseMemberView(params);
  const setView = (next: MemberListView) => setParams(serializeMemberView(next));
  const filterBy = (change: Partial<MemberListView>) => setView({ ...view, ...change, page: 1 });
  const variables = {
    filter: toMemberFilter(view),
    sort: { field: view.sort, direction: view.dir === 'desc' ? ('DESC' as const) : ('ASC' as const) },
    limit: view.size,
    offset: (view.page - 1) * view.size,
  };
  const { data, previousData, loading, error, refetch } = useQuery(TeamMembersQuery, { variables });
  const options = useQuery(TeamFormOptionsQuery).data;
  const client = useApolloClient();
  const refetchQueries = [TeamMembersQuery];
  const [update] = useMutation(MemberUpdateMutation, { refetchQueries });
  const [remove] = useMutation(MemberRemoveMutation, { refetchQueries, awaitRefetchQueries: true });
  const [editing, setEditing] = useState<ListedMember | null | undefined>(undefined);
  const columns = useColumnChoice('users', COLUMNS);
  const [exporting, setExporting] = useState(false);
  const page = (data ?? previousData)?.teamMembers;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const result = await client.query({
        query: TeamMembersQuery,
        variables: { ...variables, limit: EXPORT_LIMIT, offset: 0 },
      });
      downloadCsv(
        'users.csv',
        toCsv(
          ['Login', 'Name', 'Team type', 'Region', 'E-mail', 'Mobile', 'Status'],
          (result.data?.teamMembers.items ?? []).map((m) => [
            m.login,
            m.name,
            m.teamType?.name,
            m.region?.name,
            m.email,
            m.mobile,
            m.active ? 'Active' : 'Inactive',
          ]),
        ),
      );
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box bg="white" borderWidth="1px" rounded="lg" p="4">
      <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
        <FilterSelect
          label="Team type"
          value={view.teamType}
          options={options?.teamTypes ?? []}
          onChange={(value) => filterBy({ teamType: Number(value) || 0 })}
        />
        <FilterSelect
          label="Region"
          value={view.region}
          options={options?.regions ?? []}
          onChange={(value) => filterBy({ region: Number(value) || 0 })}
        />
        <FilterSelect
          label="Status"
          value={view.status}
          allValue="all"
          options={STATUSES}
          onChange={(value) => filterBy({ status: value === 'active' || value === 'inactive' ? value : 'all' })}
        />
        <DebouncedInput label="Search" value={view.search} onChange={(search) => filterBy({ search })} />
        <Button size="sm" variant="ghost" onClick={() => setView({ ...DEFAULT_MEMBER_VIEW, size: view.size })}>
          Clear filters
        </Button>
        <Flex gap="2" ms="auto">
          <ColumnChooser columns={COLUMNS} hidden={columns.hidden} onToggle={columns.toggle} />
          <Button size="sm" colorPalette="teal" onClick={() => setEditing(null)}>
            <FiPlus /> Add user
          </Button>
        </Flex>
      </Flex>
      <AccessRequestsPanel teamTypes={options?.teamTypes ?? []} />
      <MemberFormDrawer member={editing} onClose={() => setEditing(undefined)} />
      {error && !page && <ErrorState message="Failed to fetch users." onRetry={() => void refetch()} />}
      {!page && !error && <LoadingRows />}
      {page && page.total === 0 && <EmptyState title="No users match these filters" />}
      {page && page.total > 0 && (
        <>
          <Table.ScrollArea borderWidth="1px" rounded="md" opacity={loading ? 0.6 : 1}>
            <Table.Root size="sm" striped stickyHeader>
              <SortableHeader
                columns={columns.shown}
                sort={view.sort}
                dir={view.dir}
                onSort={(field) =>
                  setView({
                    ...view,
                    sort: field,
                    dir: view.sort === field && view.dir === 'asc' ? 'desc' : 'asc',
                    page: 1,
                  })
                }
              />
              <Table.Body>
                {page.items.map((member) => (
                  <Table.Row key={member.id}>
                    <Table.Cell fontFamily="mono" fontSize="xs">
                      {member.login}
                    </Table.Cell>
                    {columns.isShown('name') && <Table.Cell>{member.name}</Table.Cell>}
                    {columns.isShown('teamType') && <Table.Cell>{member.teamType?.name}</Table.Cell>}
                    {columns.isShown('region') && <Table.Cell>{member.region?.name}</Table.Cell>}
                    {columns.isShown('email') && <Table.Cell>{member.email}</Table.Cell>}
                    {columns.isShown('mobile') && <Table.Cell>{member.mobile}</Table.Cell>}
                    {columns.isShown('status') && (
                      <Table.Cell>
                        <Badge colorPalette={member.active ? 'green' : 'gray'}>
                          {member.active ? 'Active' : 'Inactive'}
                        </Badge>
                      </Table.Cell>
                    )}
                    <Table.Cell>
                      <HStack gap="0.5" justify="flex-end">
                        <MemberExtraActions member={member} />
                        <RowActions
                          label={`User ${member.login}`}
                          keyName={member.login ?? String(member.id)}
                          active={member.active}
                          onEdit={() => setEditing(member)}
                          removeBody={`Remove ${member.login} (${member.name})? This cannot be undone. A user with history cannot be removed: deactivate them instead.`}
                          setActive={(active) =>
                            update({
                              variables: {
                                id: member.id,
                                version: member.version,
                                input: toMemberInput({ ...formFromMember(member), active }),
                              },
                            })
                          }
                          remove={() => remove({ variables: { id: member.id } })}
                        />
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Pager
            page={view.page}
            size={view.size}
            total={page.total}
            exporting={exporting}
            onExport={() => void exportCsv()}
            onChange={(change) => setView({ ...view, ...change })}
          />
        </>
      )}
    </Box>
  );
}
