// The audit trail in the product's own store: the gateway adds an entry after each change a member made,
// and lists them for administrators. Append-only: there is no call that changes or removes an entry (and the
// table refuses it, migration 030).

import type { SqlValue } from '../../platform/db/db.js';
import { ok } from '../../platform/http/envelope.js';
import { type HandlerTable, int, type Query, text } from '../../platform/http/handlers.js';
import { listOrPage } from '../../platform/http/paging.js';

const AUDIT_COLUMNS = `audit_id::int as "AuditID",
  to_char(changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "ChangedAt",
  team_member_id as "TeamMemberID", team_member_name as "TeamMemberName", operation as "Operation",
  record_kind as "RecordKind", record_id as "RecordID", before_json as "Before", after_json as "After",
  version as "Version", request_id as "RequestID"`;

/** A JSON parameter as stored: absent or empty is null. */
const json = (query: Query, name: string): string | null => {
  const value = text(query, name);
  return value === '' ? null : value;
};

export const auditHandlers: HandlerTable = {
  async Audit_Add(query, { db }) {
    const [row] = await db.query(
      `insert into product_audit (team_member_id, team_member_name, operation, record_kind, record_id, before_json,
         after_json, version, request_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${AUDIT_COLUMNS}`,
      [
        int(query, 'TeamMemberID'),
        text(query, 'TeamMemberName'),
        text(query, 'Operation'),
        text(query, 'RecordKind'),
        text(query, 'RecordID'),
        json(query, 'Before'),
        json(query, 'After'),
        text(query, 'Version'),
        text(query, 'RequestID'),
      ],
    );
    return ok(row, 'Recorded');
  },

  Audit_List(query, { db }) {
    const where: string[] = [];
    const params: SqlValue[] = [];
    const filter = (condition: (placeholder: string) => string, value: SqlValue) => {
      params.push(value);
      where.push(condition(`$${params.length}`));
    };
    if (int(query, 'TeamMemberID') > 0) filter((p) => `team_member_id = ${p}`, int(query, 'TeamMemberID'));
    if (text(query, 'RecordKind') !== '') filter((p) => `record_kind = ${p}`, text(query, 'RecordKind'));
    if (text(query, 'RecordID') !== '') filter((p) => `record_id = ${p}`, text(query, 'RecordID'));
    if (text(query, 'FromTime') !== '') filter((p) => `changed_at >= ${p}::timestamptz`, text(query, 'FromTime'));
    if (text(query, 'ToTime') !== '') filter((p) => `changed_at < ${p}::timestamptz`, text(query, 'ToTime'));
    return listOrPage(db, query, {
      sql: `select ${AUDIT_COLUMNS} from product_audit ${where.length > 0 ? `where ${where.join(' and ')}` : ''}`,
      order: 'order by audit_id desc',
      params,
    });
  },
};
