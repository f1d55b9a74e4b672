// The description names two page-access reads: GetPageAccess serves the signed-in member's own
// access (their menu and what the gateway lets them open, cached 60 s); PageAccess serves the User
// Permission screen, which looks at another member's pages and must see them as they are now.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

const MEMBER = 'query ($login: String!) { teamMembers(limit: 5, filter: { search: $login }) { items { id login } } }';
const PERMISSIONS = 'query ($id: Int!) { permissions(teamMemberId: $id) { id page allowed } }';
const UPDATE =
  'mutation ($id: Int!, $p: Int!, $allowed: Boolean!) { ' +
  'updatePermission(teamMemberId: $id, permissionId: $p, allowed: $allowed) { allowed } }';

describe('page access: GetPageAccess for oneself, PageAccess for the User Permission screen', () => {
  let gateway: TestGateway;
  let counter: UpstreamCounter;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    counter = new UpstreamCounter(inject('servicesUrl'));
  });
  afterAll(async () => {
    counter?.stop();
    await gateway?.close();
  });

  it("reads the signed-in member's menu and pages through GetPageAccess only", async () => {
    const promoter = await signIn(gateway, DEMO.promoter);
    counter.reset();
    const me = await gql(gateway, '{ me { pages menu { title } } }', {}, promoter);
    expect(me.body.errors).toBeUndefined();
    expect(counter.count('GetPageAccess')).toBe(1);
    expect(counter.count('PageAccess')).toBe(0);
  });

  it("reads the other member's pages through PageAccess when changing their permissions, even cached", async () => {
    const admin = await signIn(gateway, DEMO.admin);
    const found = (await gql(gateway, MEMBER, { login: DEMO.manager.username }, admin)).body.data?.teamMembers as {
      items: { id: number; login: string }[];
    };
    const manager = found.items.find((item) => item.login === DEMO.manager.username)!;
    // The manager's own access is in the cache (their sign-in and menu).
    const managerCookie = await signIn(gateway, DEMO.manager);
    await gql(gateway, '{ me { menu { title } } }', {}, managerCookie);
    const rows = (await gql(gateway, PERMISSIONS, { id: manager.id }, admin)).body.data?.permissions as {
      id: number;
      page: string;
      allowed: boolean;
    }[];
    const row = rows.find((permission) => permission.allowed)!;
    counter.reset();
    const changed = await gql(gateway, UPDATE, { id: manager.id, p: row.id, allowed: true }, admin);
    expect(changed.body.errors).toBeUndefined();
    expect(counter.count('PageAccess')).toBe(1);
    expect(counter.count('GetPageAccess')).toBeLessThanOrEqual(1); // the administrator's own, when not cached
  });
});
