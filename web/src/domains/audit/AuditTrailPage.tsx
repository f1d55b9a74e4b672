// Audit Trail (/AuditTrail): who changed which record through the product, when, and from what to what; newest
// first, filtered by member, record and days (held in the URL), paged by the gateway; CSV and Excel of every
// entry the filter matches. Opened by the administrators' page, User Permission.

import { useQuery } from '@apollo/client/react';
import { Button, Field, Flex, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import type { AuditTrailQuery as AuditTrailAnswer } from '../../gql/graphql';
import { useExportAllPages } from '../../platform/components/all-pages';
import { type DataColumn, DataTable } from '../../platform/components/DataTable';
import { DateField } from '../../platform/components/DateField';
import { DebouncedInput } from '../../platform/components/DebouncedInput';
import { useDeferredAnswer } from '../../platform/components/deferred-answer';
import { FilterSelect } from '../../platform/components/FilterSelect';
import { ListScreen } from '../../platform/components/ListScreen';
import { defineList, idFilter, textFilter, useListState } from '../../platform/components/list-state';
import { Pager } from '../../platform/components/Pager';
import { dayStartIn, type NumberFormats, useNumberFormats } from '../../platform/components/reports/format';
import { changeSummary, nextDay } from './audit-change';

const AuditTrailQuery = graphql(`
  query AuditTrail($filter: AuditFilter, $limit: Int, $offset: Int) {
    auditTrail(filter: $filter, limit: $limit, offset: $offset) {
      total
      items { id at memberId memberName operation recordKind recordId before after requestId }
    }
  }
`);

const AuditPickersQuery = graphql(`
  query AuditPickers {
    members: teamMembers(filter: { active: true }, limit: 1000) { items { id name } }
    auditRecordKinds
  }
`);

type Entry = AuditTrailAnswer['auditTrail']['items'][number];

const AUDIT_LIST = defineList({
  filters: { member: idFilter(), kind: textFilter(), record: textFilter(), from: textFilter(), to: textFilter() },
  sorts: ['TIME'],
  sort: 'TIME',
  dir: 'desc',
});

/** The gateway's largest audit page. */
const AUDIT_PAGE_ROWS = 1000;

const columns = (
  { dateTime }: NumberFormats,
  only: (change: { member?: number; kind?: string; record?: string }) => void,
): DataColumn<Entry>[] => [
  { key: 'at', label: 'When', always: true, value: (e) => dateTime(e.at) },
  {
    key: 'member',
    label: 'Member',
    value: (e) => e.memberName,
    render: (e) => (
      <Button
        size="xs"
        variant="plain"
        px="0"
        title="Only this member's changes"
        onClick={() => only({ member: e.memberId })}
      >
        {e.memberName}
      </Button>
    ),
  },
  { key: 'operation', label: 'Operation', mono: true, value: (e) => e.operation },
  {
    key: 'record',
    label: 'Record',
    value: (e) => (e.recordId ? `${e.recordKind} ${e.recordId}` : e.recordKind),
    render: (e) => (
      <Button
        size="xs"
        variant="plain"
        px="0"
        title="Only this record's changes"
        onClick={() => only({ kind: e.recordKind, record: e.recordId })}
      >
        {e.recordId ? `${e.recordKind} ${e.recordId}` : e.recordKind}
      </Button>
    ),
  },
  { key: 'change', label: 'Change', value: (e) => changeSummary(e.before, e.after) },
  { key: 'before', label: 'Before (JSON)', priority: 'low', value: (e) => e.before ?? '' },
  { key: 'after', label: 'After (JSON)', priority: 'low', value: (e) => e.after ?? '' },
  { key: 'request', label: 'Request', priority: 'low', mono: true, value: (e) => e.requestId },
];

export default function AuditTrailPage() {
  const formats = useNumberFormats();
  const list = useListState(AUDIT_LIST);
  const { view } = list;
  const pickers = useQuery(AuditPickersQuery).data;
  const variables = {
    filter: {
      memberId: view.member || null,
      recordKind: view.kind || null,
      recordId: view.kind && view.record ? view.record : null,
      from: view.from ? dayStartIn(view.from, formats.timeZone) : null,
      to: view.to ? dayStartIn(nextDay(view.to), formats.timeZone) : null,
    },
    limit: list.limit,
    offset: list.offset,
  };
  const { data, previousData, loading, error, refetch } = useQuery(AuditTrailQuery, { variables });
  const shown = useDeferredAnswer(data ?? previousData);
  const page = shown.answer?.auditTrail;
  const everyEntry = useExportAllPages(AuditTrailQuery, variables, (data) => data.auditTrail, AUDIT_PAGE_ROWS);
  const filtered = Boolean(view.member || view.kind || view.from || view.to);

  return (
    <ListScreen
      filters={
        <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
          <FilterSelect
            label="Member"
            value={view.member}
            options={pickers?.members.items ?? []}
            onChange={(value) => list.filter({ member: Number(value) })}
          />
          <FilterSelect
            label="Record"
            value={view.kind}
            allValue=""
            options={(pickers?.auditRecordKinds ?? []).map((kind) => ({ id: kind, name: kind }))}
            onChange={(kind) => list.filter({ kind, record: '' })}
          />
          {view.kind && (
            <DebouncedInput label="Record id" value={view.record} onChange={(record) => list.filter({ record })} />
          )}
          <Field.Root width="auto">
            <Field.Label fontSize="xs" color="fg.muted">
              From – to
            </Field.Label>
            <Flex gap="1" align="flex-start">
              <DateField
                label="From day"
                labelHidden
                placeholder="Any day"
                value={view.from}
                onChange={(from) => list.filter({ from })}
              />
              <DateField
                label="To day"
                labelHidden
                placeholder="Any day"
                value={view.to}
                onChange={(to) => list.filter({ to })}
              />
            </Flex>
          </Field.Root>
          {filtered && (
            <Button size="sm" variant="ghost" onClick={list.clear}>
              Clear filters
            </Button>
          )}
        </Flex>
      }
      loading={!page && !error}
      error={!page && error}
      errorMessage="Failed to fetch the audit trail."
      onRetry={() => void refetch()}
      empty={page?.total === 0}
      emptyTitle={filtered ? 'No changes match these filters' : 'No changes have been made through the product yet'}
      emptyAction={
        filtered ? (
          <Button size="sm" onClick={list.clear}>
            Clear filters
          </Button>
        ) : undefined
      }
    >
      {page && (
        <DataTable
          caption="Changes, newest first"
          listId="audit-trail"
          columns={columns(formats, list.filter)}
          rows={page.items}
          rowKey={(entry) => entry.id}
          csvName="audit-trail.csv"
          allRows={everyEntry}
          dimmed={loading || shown.drawing}
          footer={
            <>
              <Text mt="3" fontSize="sm" color="fg.muted">
                {formats.number(page.total)} {page.total === 1 ? 'change' : 'changes'}
              </Text>
              <Pager page={view.page} size={view.size} total={page.total} onChange={list.setPaging} />
            </>
          }
        />
      )}
    </ListScreen>
  );
}
