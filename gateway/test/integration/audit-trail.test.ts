// The audit trail through GraphQL against the real services: a change made through the gateway is in the
// trail with who made it, the operation, the record and the record before and after; a CONFLICT answered by
// another gateway instance names the editor from the trail; only holders of User Permission read it, and
// its CSV export is the same rows.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, failingProxy, gatewayConfig, gql, signIn, type TestGateway } from './support.js';

const strict = inject('servicesStrict');
const hex = () => randomBytes(4).toString('hex');

interface Entry {
  id: number;
  at: string;
  memberId: number;
  memberName: string;
  operation: string;
  recordKind: string;
  recordId: string;
  before: string | null;
  after: string | null;
  requestId: string;
}

const TRAIL = `query AuditTrailOf($filter: AuditFilter, $limit: Int) {
  auditTrail(filter: $filter, limit: $limit) {
    total items { id at memberId memberName operation recordKind recordId before after requestId }
  }
}`;
const CREATE_BRAND = 'mutation ($input: BrandInput!) { createBrand(input: $input) { id version name } }';
const UPDATE_BRAND = `mutation ($id: Int!, $version: String!, $input: BrandInput!) {
  updateBrand(id: $id, version: $version, input: $input) { id version name }
}`;

// Two instances of one deployment: one secret, so a session and a version mean the same on both.
const config = gatewayConfig();
let first: TestGateway;
let second: TestGateway;
let admin: string;

beforeAll(async () => {
  [first, second] = await Promise.all([createGateway(config), createGateway(config)]);
  admin = await signIn(first, DEMO.admin);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

async function createBrand(name: string): Promise<{ id: number; version: string; name: string }> {
  const created = await gql(first, CREATE_BRAND, { input: { name } }, admin);
  expect(created.body.errors).toBeUndefined();
  return created.body.data?.createBrand as { id: number; version: string; name: string };
}

async function trailOf(gateway: TestGateway, cookie: string, recordKind: string, recordId: number) {
  const answer = await gql(gateway, TRAIL, { filter: { recordKind, recordId: String(recordId) } }, cookie);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data?.auditTrail as { total: number; items: Entry[] };
}

describe('the audit trail', () => {
  it('holds a change with its member, operation, record, before and after', async () => {
    const brand = await createBrand(`Audited ${hex()}`);
    const renamed = `Audited again ${hex()}`;
    const updated = await gql(
      first,
      UPDATE_BRAND,
      { id: brand.id, version: brand.version, input: { name: renamed } },
      admin,
    );
    expect(updated.body.errors).toBeUndefined();

    // Read through the other instance: the trail is the product store's, not one gateway's.
    const trail = await trailOf(second, await signIn(second, DEMO.admin), 'brand', brand.id);
    expect(trail.total).toBe(2);
    const [update, create] = trail.items;
    // The demo administrator is Farhana Rahman.
    expect(update).toMatchObject({
      memberName: 'Farhana Rahman',
      operation: 'updateBrand',
      recordKind: 'brand',
      recordId: String(brand.id),
    });
    expect(update!.memberId).toBeGreaterThan(0);
    expect(update!.requestId).not.toBe('');
    expect(Date.parse(update!.at)).toBeGreaterThan(Date.now() - 60_000);
    // The record before is known where the gateway read it to check the version: on bases that keep no
    // versions (the description's); a base that checks Version itself is not read first.
    if (strict) expect(update!.before).toContain(brand.name);
    else expect(update!.before).toBeNull();
    expect(update!.after).toContain(renamed);
    expect(create).toMatchObject({ operation: 'createBrand', recordId: String(brand.id) });
    expect(create!.after).toContain(brand.name);
  });

  it('filters by member and time', async () => {
    const brand = await createBrand(`Audited ${hex()}`);
    const [entry] = (await trailOf(first, admin, 'brand', brand.id)).items;
    const memberId = entry!.memberId;
    const since = await gql(
      first,
      TRAIL,
      { filter: { memberId, from: entry!.at, to: new Date(Date.parse(entry!.at) + 1).toISOString() } },
      admin,
    );
    const items = (since.body.data?.auditTrail as { items: Entry[] }).items;
    expect(items.map((item) => item.id)).toContain(entry!.id);
    expect(items.every((item) => item.memberId === memberId)).toBe(true);
    const someoneElse = await gql(first, TRAIL, { filter: { memberId: memberId + 100_000 } }, admin);
    expect(someoneElse.body.data?.auditTrail).toEqual({ total: 0, items: [] });
  });

  it('names the editor of a CONFLICT answered by another instance', async () => {
    const brand = await createBrand(`Two instances ${hex()}`);
    const manager = await signIn(second, DEMO.manager);
    // The administrator saves through the first instance; the manager's form, opened before, through the second.
    const saved = await gql(
      first,
      UPDATE_BRAND,
      { id: brand.id, version: brand.version, input: { name: `By the admin ${hex()}` } },
      admin,
    );
    expect(saved.body.errors).toBeUndefined();
    const refused = await gql(
      second,
      UPDATE_BRAND,
      { id: brand.id, version: brand.version, input: { name: `By the manager ${hex()}` } },
      manager,
    );
    const error = refused.body.errors?.[0];
    expect(error?.extensions?.code).toBe('CONFLICT');
    expect(error?.extensions?.changedBy).toBe('Farhana Rahman');
    expect(error?.message).toBe(`Brand ${brand.id} was changed by Farhana Rahman since you opened it`);
  });

  it('is refused to a member without User Permission', async () => {
    const promoter = await signIn(first, DEMO.promoter);
    const answer = await gql(first, TRAIL, {}, promoter);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(answer.body.data ?? null).toBeNull();
  });

  it('exports as CSV with the same rows', async () => {
    const brand = await createBrand(`Exported ${hex()}`);
    const answer = await request(first.app.server)
      .post('/api/export.csv')
      .set('content-type', 'application/json')
      .set('cookie', admin)
      .send({
        query: `query AuditTrailExport($filter: AuditFilter) { auditTrail(filter: $filter) {
          total items { at memberName operation recordKind recordId } } }`,
        variables: { filter: { recordKind: 'brand', recordId: String(brand.id) } },
      });
    expect(answer.status).toBe(200);
    const lines = answer.text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('operation');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('createBrand');
    expect(lines[1]).toContain('Farhana Rahman');
  });

  it('keeps the change when its entry cannot be written, and logs that', async () => {
    const proxy = await failingProxy(['Audit_Add']);
    const logged: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    const flaky = await createGateway(gatewayConfig({ upstream: proxy.upstream, logger: true, logStream }));
    try {
      const cookie = await signIn(flaky, DEMO.admin);
      const name = `Unaudited ${hex()}`;
      const created = await gql(flaky, CREATE_BRAND, { input: { name } }, cookie);
      expect(created.body.errors).toBeUndefined();
      const brands = await gql(first, '{ brands { id name } }', {}, admin);
      expect((brands.body.data?.brands as { name: string }[]).map((brand) => brand.name)).toContain(name);
      const line = logged.find((text) => text.includes('the audit entry of a change could not be written'));
      expect(line).toContain('"operation":"createBrand"');
      expect(line).not.toContain(name);
    } finally {
      await flaky.close();
      await proxy.close();
    }
  });
});
