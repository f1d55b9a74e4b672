// The audit trail in the product's own store: entries are added and listed (filtered, newest first, paged
// with the total), and nothing can change or remove one: the contract has no such call, the base answers 404
// for one, and the table itself refuses an update, a delete or a truncate.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/platform/db/db.js';
import { migrate } from '../../src/platform/db/migrate.js';
import { contractOperations, readContract } from '../../src/platform/http/contract.js';
import { scratchDatabase } from './scratch-db.js';
import { get } from './support.js';

interface Entry {
  AuditID: number;
  ChangedAt: string;
  TeamMemberID: number;
  TeamMemberName: string;
  Operation: string;
  RecordKind: string;
  RecordID: string;
  Before: string | null;
  After: string | null;
  Version: string;
  RequestID: string;
}

describe('the audit trail', () => {
  it('lists what was added, newest first, by member, record and time, one page with the total', async () => {
    const recordId = String(900_000 + (randomBytes(2).readUInt16BE() % 90_000));
    const before = JSON.stringify({ BrandName: 'Old name' });
    const added: Entry[] = [];
    for (const [operation, after] of [
      ['updateBrand', { BrandName: 'New name' }],
      ['removeBrand', null],
    ] as const) {
      const answer = await get<Entry>('/product/Audit_Add', {
        TeamMemberID: 1,
        TeamMemberName: 'Farhana Rahman',
        Operation: operation,
        RecordKind: 'brand',
        RecordID: recordId,
        Before: before,
        ...(after ? { After: JSON.stringify(after) } : {}),
        Version: 'v2',
        RequestID: 'req-1',
      });
      expect(answer.httpStatus).toBe(200);
      added.push(answer.body.data);
    }
    expect(added[0]).toMatchObject({ Operation: 'updateBrand', Before: before, After: '{"BrandName":"New name"}' });
    expect(added[1]?.After).toBeNull();

    const listed = await get<Entry[]>('/product/Audit_List', { RecordKind: 'brand', RecordID: recordId });
    expect(listed.body.data.map((entry) => entry.Operation)).toEqual(['removeBrand', 'updateBrand']);
    expect(listed.body.data[1]).toMatchObject({ TeamMemberID: 1, TeamMemberName: 'Farhana Rahman', Version: 'v2' });

    const paged = await get<Entry[]>('/product/Audit_List', { RecordKind: 'brand', RecordID: recordId, Limit: 1 });
    expect(paged.body).toMatchObject({ total: 2 });
    expect(paged.body.data).toHaveLength(1);

    const later = new Date(Date.parse(added[1]!.ChangedAt) + 1000).toISOString();
    const none = await get<Entry[]>('/product/Audit_List', { RecordID: recordId, FromTime: later });
    expect(none.body.data).toEqual([]);
    const other = await get<Entry[]>('/product/Audit_List', { RecordID: recordId, TeamMemberID: 2 });
    expect(other.body.data).toEqual([]);
  });

  it('has no call that changes or removes an entry', async () => {
    const audit = contractOperations(readContract())
      .filter((operation) => operation.operationId.startsWith('Audit_'))
      .map((operation) => operation.operationId);
    expect(audit.sort()).toEqual(['Audit_Add', 'Audit_List']);
    for (const endpoint of ['Audit_Update', 'Audit_Remove', 'Audit_Delete']) {
      expect((await get(`/product/${endpoint}`, { AuditID: 1 })).httpStatus).toBe(404);
    }
  });

  describe('in the database', () => {
    let db: Db;
    beforeAll(async () => {
      db = await scratchDatabase('audit_trail');
      await migrate(db);
      await db.query(
        `insert into product_audit (team_member_id, team_member_name, operation, record_kind, record_id)
         values (1, 'Farhana Rahman', 'updateStore', 'store', '1')`,
      );
    });
    afterAll(() => db?.close());

    it('refuses an update, a delete and a truncate of the trail', async () => {
      await expect(db.query(`update product_audit set team_member_name = 'Someone else'`)).rejects.toThrow(
        /append-only/,
      );
      await expect(db.query('delete from product_audit')).rejects.toThrow(/append-only/);
      await expect(db.query('truncate product_audit')).rejects.toThrow(/append-only/);
      const [row] = await db.query<{ name: string }>('select team_member_name as name from product_audit');
      expect(row?.name).toBe('Farhana Rahman');
    });
  });
});
