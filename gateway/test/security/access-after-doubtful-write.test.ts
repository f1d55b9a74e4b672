// Insider suite, a revocation the gateway saw fail: an administrator forbids a page, the base does not answer in time,
// and saves it after the gateway gave up. The member's cached page access must not outlive that by the cache's
// minute: after a write of unknown outcome every member's access is read again, at once and once the base has had as
// long again. The late save is made by a second gateway straight to the base.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  gql,
  type LateWriteGateways,
  lateWriteGateways,
  signIn,
  type TestGateway,
} from '../integration/support.js';
import { memberOfItsOwn } from './insider-support.js';

const TIMEOUT_MS = 2_500;
const FORBID =
  'mutation ($m: Int!, $p: Int!) { updatePermission(teamMemberId: $m, permissionId: $p, allowed: false) { allowed } }';

describe('insider: a page forbidden by a write the base saved late', () => {
  let gateways: LateWriteGateways;
  let cached: TestGateway;
  let direct: TestGateway;
  beforeAll(async () => {
    gateways = await lateWriteGateways(['PermissionUpdate'], TIMEOUT_MS);
    ({ cached, direct } = gateways);
  });
  afterAll(() => gateways?.close());

  it("is gone from the member's access within the base's time limits, not the cache's minute", async () => {
    const directAdmin = await signIn(direct, DEMO.admin);
    const member = await memberOfItsOwn(direct, directAdmin, 'doubt');
    const pages = (
      await gql(
        direct,
        'query ($id: Int!) { permissions(teamMemberId: $id) { id page } }',
        { id: member.id },
        directAdmin,
      )
    ).body.data?.permissions as { id: number; page: string }[];
    const reset = pages.find((row) => row.page === 'Reset Password')!.id;

    const own = await signIn(cached, { username: member.login, password: member.password });
    const myPages = async () => (await gql(cached, '{ me { pages } }', {}, own)).body.data?.me as { pages: string[] };
    expect((await myPages()).pages).toContain('Reset Password');

    const cachedAdmin = await signIn(cached, DEMO.admin);
    const failed = await gql(cached, FORBID, { m: member.id, p: reset }, cachedAdmin);
    expect(failed.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_TIMEOUT');
    expect((await myPages()).pages).toContain('Reset Password');
    const saved = await gql(direct, FORBID, { m: member.id, p: reset }, directAdmin);
    expect(saved.body.errors).toBeUndefined();
    await expect
      .poll(async () => (await myPages()).pages, { timeout: 6 * TIMEOUT_MS, interval: 200 })
      .not.toContain('Reset Password');
  });
});
