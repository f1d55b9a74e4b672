// The audit trail for administrators: who changed which record, when, from what to what. Page: User
// Permission (the administrators' page), as for the CSV of it (POST /api/export.csv with this query).
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { badUserInput, withMessage } from '../../platform/graphql/errors.js';
import { checkPaging, PageLimit, PageOffset } from '../../platform/graphql/paging.js';
import { listRows } from '../../platform/graphql/query-cost.js';
import { optionalId, optionalText } from '../../platform/graphql/validate.js';
import { Page } from '../../platform/permissions/page.js';
import { fetchAuditEntries } from './audit.rest.js';
import { type AuditEntry, AuditFilter, AuditPage } from './audit.types.js';
import { AUDITED } from './audited.js';

/** The kinds of record the trail names, for the record filter. */
const RECORD_KINDS = [...new Set(Object.values(AUDITED).map((audited) => audited.kind))].sort();

/** The most entries one page may hold. */
export const MAX_AUDIT_PAGE = 1000;

/** An instant of the filter as the store takes it (ISO 8601, UTC), or undefined when absent. */
function instant(field: string, value: string | null | undefined): string | undefined {
  const text = optionalText(field, value, 40);
  if (text === '') return undefined;
  const time = Date.parse(text);
  if (Number.isNaN(time)) throw badUserInput(field, `${field} must be a date and time (ISO 8601)`);
  return new Date(time).toISOString();
}

@Resolver()
export class AuditResolver {
  @Page('User Permission')
  @Query(() => AuditPage, {
    description:
      'The audit trail, newest first: the changes members made through the product (master data, mappings, ' +
      `permissions, targets, plans, members), one page at a time (limit 1 to ${MAX_AUDIT_PAGE}). ` +
      'Page: User Permission.',
  })
  async auditTrail(
    @Arg('filter', () => AuditFilter, { nullable: true, description: 'Which entries; null = all, newest first.' })
    filter: AuditFilter | null,
    @PageLimit(50, MAX_AUDIT_PAGE) limit: number,
    @PageOffset() offset: number,
    @Ctx() ctx: Context,
  ): Promise<AuditPage> {
    const paging = checkPaging(limit, offset, MAX_AUDIT_PAGE);
    const from = instant('filter.from', filter?.from);
    const to = instant('filter.to', filter?.to);
    const { rows, total } = await withMessage(
      'Failed to fetch the audit trail',
      fetchAuditEntries(ctx, {
        TeamMemberID: optionalId('filter.memberId', filter?.memberId),
        RecordKind: optionalText('filter.recordKind', filter?.recordKind, 40),
        RecordID: optionalText('filter.recordId', filter?.recordId, 100),
        ...(from ? { FromTime: from } : {}),
        ...(to ? { ToTime: to } : {}),
        Limit: paging.limit,
        Offset: paging.offset,
      }),
    );
    const items = rows.map(
      (row): AuditEntry => ({
        id: row.AuditID,
        at: row.ChangedAt,
        memberId: row.TeamMemberID,
        memberName: row.TeamMemberName,
        operation: row.Operation,
        recordKind: row.RecordKind,
        recordId: row.RecordID,
        before: row.Before ?? null,
        after: row.After ?? null,
        requestId: row.RequestID,
      }),
    );
    return { total: total ?? items.length, items };
  }

  @Page('User Permission')
  @Query(() => [String], {
    description: "The kinds of record the audit trail names ('store', 'permission', ...). Page: User Permission.",
    complexity: listRows(RECORD_KINDS.length),
  })
  auditRecordKinds(): string[] {
    return RECORD_KINDS;
  }
}
