// One market issue in full, opened from its row (?issue=ID keeps it in the URL, so a link shows it):
// what, where, whose, who reported it and when, and its status. The distributor's API reads issues
// (ViewMarketIssues) but has no call that changes a status, so the status is shown, not edited.
import { Badge, Link as ChakraLink, CloseButton, DataList, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MarketIssuesQuery } from '../../gql/graphql';

export type IssueRow = MarketIssuesQuery['marketIssues'][number];

export const ISSUE_STATUS_COLOR: Record<number, string> = { 1: 'red', 2: 'orange', 3: 'green' };

export function MarketIssueDetail({ issue, onClose }: { issue: IssueRow | undefined; onClose: () => void }) {
  const month = issue?.date.slice(0, 7);
  const fields: [string, ReactNode][] = issue
    ? [
        [
          'Status',
          <Badge key="status" colorPalette={ISSUE_STATUS_COLOR[issue.status.id] ?? 'gray'}>
            {issue.status.name}
          </Badge>,
        ],
        ['Reported on', issue.date],
        [
          'Store',
          issue.store
            ? `${issue.store.code} · ${issue.store.name}, ${[issue.store.city?.name, issue.store.region?.name]
                .filter(Boolean)
                .join(', ')}`
            : 'Unknown store',
        ],
        ['Address', issue.store?.address || '—'],
        ['Brand', issue.brand?.name ?? '—'],
        [
          'Reported by',
          issue.teamMember
            ? `${issue.teamMember.name} (${[issue.teamMember.teamType?.name, issue.teamMember.region?.name]
                .filter(Boolean)
                .join(', ')})`
            : '—',
        ],
      ]
    : [];
  return (
    <Drawer.Root open={issue !== undefined} size="md" onOpenChange={(event) => !event.open && onClose()}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{issue ? `Issue ${issue.id}: ${issue.title}` : 'Issue'}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <DataList.Root orientation="horizontal" aria-label="Issue details">
                  {fields.map(([label, value]) => (
                    <DataList.Item key={label}>
                      <DataList.ItemLabel>{label}</DataList.ItemLabel>
                      <DataList.ItemValue>{value}</DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
                <Text fontSize="sm" color="fg.muted">
                  The status is kept in the distributor's system: its API offers no call to change it here.
                </Text>
                {issue?.teamMember && month && (
                  <ChakraLink asChild fontSize="sm" color="teal.fg">
                    <Link to={`/MonthVisit?member=${issue.teamMember.id}&month=${month}`}>
                      {issue.teamMember.name}'s visits in {month}
                    </Link>
                  </ChakraLink>
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
