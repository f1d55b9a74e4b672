// Settings through GraphQL: a page turned off for a member is FORBIDDEN on their next request and
// gone from their menu; nobody takes the permissions page from themselves; store mapping in bulk;
// the password policy, a wrong current password refused, and the new password signing in.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { memberOfItsOwn } from '../security/insider-support.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

const PERMISSIONS = 'query P($m: Int!) { permissions(teamMemberId: $m) { id page allowed } }';
const UPDATE =
  'mutation U($m: Int!, $p: Int!, $a: Boolean!) { updatePermission(teamMemberId: $m, permissionId: $p, allowed: ' +
  '$a) { page allowed } }';
type Row = { id: number; page: string; allowed: boolean };

describe('settings', () => {
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  it('turns a page off for the manager: their very next request is FORBIDDEN and the menu drops it', async () => {
    const manager = await signIn(gateway, DEMO.manager);
    const menuTitles = async () =>
      JSON.stringify((await gql(gateway, '{ me { menu { title children { title } } } }', {}, manager)).body.data);
    expect(await menuTitles()).toContain('Training List');
    expect((await gql(gateway, '{ trainings { id } }', {}, manager)).body.errors).toBeUndefined(); // access now cached
    const rows = (await gql(gateway, PERMISSIONS, { m: 2 }, admin)).body.data?.permissions as Row[];
    const training = rows.find((row) => row.page === 'Training List')!;
    expect((await gql(gateway, UPDATE, { m: 2, p: training.id, a: false }, admin)).body.data?.updatePermission).toEqual(
      { page: 'Training List', allowed: false },
    );
    expect((await gql(gateway, '{ trainings { id } }', {}, manager)).body.errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect(await menuTitles()).not.toContain('Training List');
    await gql(gateway, UPDATE, { m: 2, p: training.id, a: true }, admin);
    expect((await gql(gateway, '{ trainings { id } }', {}, manager)).body.errors).toBeUndefined();
  });

  it('will not let a member take the permissions page from themselves', async () => {
    const rows = (await gql(gateway, PERMISSIONS, { m: 1 }, admin)).body.data?.permissions as Row[];
    const own = rows.find((row) => row.page === 'User Permission')!;
    const answer = await gql(gateway, UPDATE, { m: 1, p: own.id, a: false }, admin);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: 'You cannot take the permissions page away from yourself',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('maps a selection of stores and then everything filtered, refusing unknown stores before any call', async () => {
    const filter = { regionId: 4, storeName: 'bazar' };
    const mapping = (
      await gql(
        gateway,
        'query S($f: StoreMappingFilter) { storeMapping(teamMemberId: 41, filter: $f) { mapped { id } unmapped { ' +
          'id name } } }',
        { f: filter },
        admin,
      )
    ).body.data?.storeMapping as { mapped: { id: number }[]; unmapped: { id: number }[] };
    expect(mapping.unmapped.length).toBeGreaterThan(2);
    const MAP =
      'mutation M($ids: [Int!], $f: StoreMappingFilter) { mapStores(teamMemberId: 41, storeIds: $ids, filter: $f) ' +
      '{ changed unchanged } }';
    expect(
      (await gql(gateway, MAP, { ids: mapping.unmapped.slice(0, 2).map((s) => s.id), f: filter }, admin)).body.data
        ?.mapStores,
    ).toEqual({ changed: 2, unchanged: 0 });
    expect((await gql(gateway, MAP, { ids: null, f: filter }, admin)).body.data?.mapStores).toEqual({
      changed: mapping.unmapped.length - 2,
      unchanged: 0,
    });
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const bad = await gql(gateway, MAP, { ids: [99999999], f: filter }, admin);
      expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'storeIds' });
      expect(counter.count('UnMappedStores_Add')).toBe(0);
    } finally {
      counter.stop();
    }
    const after = (
      await gql(
        gateway,
        'query S($f: StoreMappingFilter) { storeMapping(teamMemberId: 41, filter: $f) { unmapped { id } } }',
        { f: filter },
        admin,
      )
    ).body.data?.storeMapping as { unmapped: unknown[] };
    expect(after.unmapped).toEqual([]);
  });

  it('changes the signed-in password under the policy; a wrong current one fails and the old still works', async () => {
    // A member of its own: the demo sign-ins keep their passwords for the suites that run beside this one.
    const CHANGE = 'mutation C($o: String!, $n: String!) { changePassword(oldPassword: $o, newPassword: $n) }';
    const { login, password } = await memberOfItsOwn(gateway, admin, 'changer');
    const me = await signIn(gateway, { username: login, password });
    const policy = await gql(gateway, CHANGE, { o: password, n: 'short' }, me);
    expect(policy.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'newPassword' });
    expect((await gql(gateway, CHANGE, { o: password, n: `${login}-2026!` }, me)).body.errors?.[0]?.message).toBe(
      'The new password must not contain your login name',
    );
    const wrong = await gql(gateway, CHANGE, { o: 'not-it', n: 'Fresh-Start-2026' }, me);
    expect(wrong.body.errors?.[0]).toMatchObject({
      message: 'Failed to change password: the current password is wrong',
      extensions: { field: 'oldPassword' },
    });
    await signIn(gateway, { username: login, password }); // the old password still works
    const changed = await gql(gateway, CHANGE, { o: password, n: 'Fresh-Start-2026' }, me);
    expect(changed.body.data?.changePassword).toBe(true);
    await signIn(gateway, { username: login, password: 'Fresh-Start-2026' });
    // The change ended the member's sessions: this one goes on under the cookie the answer set.
    const renewed = changed.setCookie
      .map((line) => line.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('ff_session=') && pair.length > 11);
    expect(renewed).toBeDefined();
    expect((await gql(gateway, '{ me { login } }', {}, renewed)).body.data).toEqual({ me: { login } });
  });
});
