// Two gateway instances behind one address, as in production: real HTTP to each, one real
// redis-server (Debian's package) between them, the shared services. A session signed by one is
// accepted by the other; failed sign-ins counted by either lock the name on both; a brand added or a
// page withdrawn through one is seen through the other on the very next request.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningRedis, startRedis } from '../../../tests/support/redis.js';
import { startGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, LOGIN } from './support.js';

type Instance = Awaited<ReturnType<typeof startGateway>>;
interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function post(
  instance: Instance,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
): Promise<{ body: Answer; cookie?: string }> {
  const response = await fetch(`${instance.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const session = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('ff_session='));
  return { body: (await response.json()) as Answer, cookie: session };
}

async function signIn(instance: Instance, who: { username: string; password: string }): Promise<string> {
  const answer = await post(instance, LOGIN, who);
  if (!answer.cookie) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return answer.cookie;
}

describe('two gateway instances sharing Redis', () => {
  let redis: RunningRedis;
  let one: Instance;
  let two: Instance;

  beforeAll(async () => {
    redis = await startRedis();
    const shared = {
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      REDIS_URL: redis.url,
      SIGNIN_LIMIT_PER_NAME: '3',
      SIGNIN_LIMIT_PER_ADDRESS: '1000',
    };
    one = await startGateway(gatewayConfig({}, shared));
    two = await startGateway(gatewayConfig({}, shared));
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await redis?.stop();
  });

  it('accepts on one instance the session signed by the other', async () => {
    const cookie = await signIn(one, DEMO.admin);
    const me = await post(two, '{ me { login } }', {}, cookie);
    expect(me.body).toEqual({ extensions: { cost: expect.any(Object) }, data: { me: { login: 'admin' } } });
  });

  it('counts failed sign-ins across instances: two on one and one on the other lock the name on both', async () => {
    const wrong = { username: DEMO.promoter.username, password: 'not-the-password' };
    expect((await post(one, LOGIN, wrong)).body.errors?.[0]?.message).toBe('Login failed');
    expect((await post(one, LOGIN, wrong)).body.errors?.[0]?.message).toBe('Login failed');
    expect((await post(two, LOGIN, wrong)).body.errors?.[0]?.message).toBe('Login failed');
    for (const instance of [two, one]) {
      const locked = await post(instance, LOGIN, DEMO.promoter);
      expect(locked.body.errors?.[0]).toMatchObject({
        message: 'Too many failed sign-ins. Try again in 15 minutes.',
        extensions: { code: 'RATE_LIMITED' },
      });
      expect(locked.cookie).toBeUndefined();
    }
  });

  it('shows a brand added through one instance at once through the other, whose list was cached', async () => {
    const admin = await signIn(one, DEMO.admin);
    const names = async (instance: Instance) =>
      ((await post(instance, '{ brands { name } }', {}, admin)).body.data?.brands as { name: string }[]).map(
        (brand) => brand.name,
      );
    const name = `Scale-out ${randomBytes(3).toString('hex')}`;
    expect(await names(two)).not.toContain(name); // now cached on the second instance for 60 s
    const created = await post(
      one,
      'mutation ($input: BrandInput!) { createBrand(input: $input) { id } }',
      { input: { name } },
      admin,
    );
    expect(created.body.errors).toBeUndefined();
    expect(await names(two)).toContain(name);
    await post(
      two,
      'mutation ($id: Int!) { removeBrand(id: $id) }',
      { id: (created.body.data?.createBrand as { id: number }).id },
      admin,
    );
    expect(await names(one)).not.toContain(name);
  });

  it('refuses a page on one instance as soon as it is withdrawn through the other', async () => {
    const admin = await signIn(one, DEMO.admin);
    const manager = await signIn(two, DEMO.manager);
    const issues = async () => (await post(two, '{ marketIssues(statusId: 1) { title } }', {}, manager)).body;
    expect((await issues()).errors).toBeUndefined(); // the manager's access is now cached on the second instance
    const rows = (await post(one, 'query ($m: Int!) { permissions(teamMemberId: $m) { id page } }', { m: 2 }, admin))
      .body.data?.permissions as { id: number; page: string }[];
    const page = rows.find((row) => row.page === 'Market Issues')!;
    const set = (allowed: boolean) =>
      post(
        one,
        'mutation ($m: Int!, $p: Int!, $a: Boolean!) { updatePermission(teamMemberId: $m, permissionId: $p, ' +
          'allowed: $a) { allowed } }',
        { m: 2, p: page.id, a: allowed },
        admin,
      );
    try {
      expect((await set(false)).body.errors).toBeUndefined();
      expect((await issues()).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await set(true);
    }
    expect((await issues()).errors).toBeUndefined();
  });

  it('refuses an access token on one instance as soon as it is revoked through the other', async () => {
    const cookie = await signIn(one, DEMO.admin);
    const created = await post(
      one,
      'mutation { createAccessToken(name: "Both instances", pages: []) { token record { id } } }',
      {},
      cookie,
    );
    const { token, record } = created.body.data?.createAccessToken as { token: string; record: { id: number } };
    const asToken = async () => {
      const response = await fetch(`${two.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ me { login } }' }),
      });
      return { status: response.status, body: (await response.json()) as Answer };
    };
    // Checked once on the second instance (and kept there for a while).
    expect((await asToken()).body).toEqual({
      extensions: { cost: expect.any(Object) },
      data: { me: { login: 'admin' } },
    });
    await post(one, 'mutation ($id: Int!) { revokeAccessToken(id: $id) { id } }', { id: record.id }, cookie);
    const refused = await asToken();
    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is not ready while Redis is unreachable, and says so', async () => {
    expect(await (await fetch(`${two.url}/readyz`)).json()).toEqual({ status: 'ready' });
    await redis.stop();
    // A probe's outcome answers /readyz for a second: the next one after it sees Redis gone.
    await expect
      .poll(
        async () => {
          const answer = await fetch(`${two.url}/readyz`);
          return { status: answer.status, body: await answer.json() };
        },
        { timeout: 10_000 },
      )
      .toEqual({ status: 503, body: { status: 'unavailable', unreachable: ['redis'] } });
  });
});
