// Sign-in, sessions, the member's menu and page enforcement, against the real services.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, LOGIN, signIn, type TestGateway } from './support.js';

const ME =
  'query Me { me { id name login email teamType { id name } region { id name } pages menu { id title type icon url ' +
  'external target children { id title type url children { id title url } } } } }';

interface MenuEntry {
  id: string;
  title: string;
  type: string;
  url: string | null;
  children: MenuEntry[];
}

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createGateway(gatewayConfig());
});
afterAll(() => gateway.close());

describe('login', () => {
  it('signs in and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const answer = await gql(gateway, LOGIN, DEMO.admin);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.login).toMatchObject({ login: 'admin' });
    const cookie = answer.setCookie.find((line) => line.startsWith('ff_session='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=43200/);
  });

  it("answers 'Login failed' (UNAUTHENTICATED) for a wrong password, without a cookie", async () => {
    const answer = await gql(gateway, LOGIN, { username: 'admin', password: 'wrong-password' });
    expect(answer.body.errors?.[0]).toMatchObject({ message: 'Login failed', extensions: { code: 'UNAUTHENTICATED' } });
    expect(
      answer.setCookie.some(
        (line) => line.startsWith('ff_session=') && !/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line),
      ),
    ).toBe(false);
  });

  it('refuses blank input before calling upstream (BAD_USER_INPUT)', async () => {
    const answer = await gql(gateway, LOGIN, { username: '   ', password: 'x' });
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'username' });
  });
});

describe('me', () => {
  it('is UNAUTHENTICATED without a session', async () => {
    const answer = await gql(gateway, ME);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is UNAUTHENTICATED with a tampered cookie, and clears it', async () => {
    const cookie = await signIn(gateway, DEMO.admin);
    const answer = await gql(gateway, ME, {}, `${cookie.slice(0, -3)}abc`);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(answer.setCookie.some((line) => line.startsWith('ff_session=;'))).toBe(true);
  });

  it('gives the admin the full menu with Log Out last', async () => {
    const answer = await gql(gateway, ME, {}, await signIn(gateway, DEMO.admin));
    expect(answer.body.errors).toBeUndefined();
    const me = answer.body.data?.me as { login: string; pages: string[]; menu: MenuEntry[] };
    expect(me.login).toBe('admin');
    const group = me.menu[0];
    expect(me.menu).toHaveLength(1);
    expect(group?.title).toBe('Navigation');
    expect(group?.children.map((child) => child.title)).toEqual([
      'Dashboard',
      'Master List',
      'Store Check',
      'Sales',
      'Visit Report',
      'Store Pictures',
      'Product Transfer',
      'Deployment',
      'Market Activity',
      'Market Issues',
      'Training List',
      'Stock',
      'Settings',
      'Reset Password',
      'Audit Trail',
      'Log Out',
    ]);
    expect(group?.children.at(-1)).toMatchObject({ id: 'logout', type: 'ITEM', url: '/logout' });
    expect(me.pages).toContain('Store List');
  });

  it('gives the promoter only Dashboard and the Store Check pages', async () => {
    const answer = await gql(gateway, ME, {}, await signIn(gateway, DEMO.promoter));
    const me = answer.body.data?.me as { pages: string[]; menu: MenuEntry[] };
    const group = me.menu[0];
    expect(group?.children.map((child) => child.title)).toEqual(['Dashboard', 'Store Check', 'Log Out']);
    expect(group?.children[1]?.children.map((child) => child.title)).toEqual([
      'Summary',
      'Detail',
      'Stock Report',
      'By Date',
      'By Week',
    ]);
    expect(me.pages).not.toContain('Store List');
  });
});

describe('page enforcement', () => {
  it('answers FORBIDDEN to a promoter asking for stores', async () => {
    const answer = await gql(gateway, '{ stores(limit: 5) { total } }', {}, await signIn(gateway, DEMO.promoter));
    expect(answer.body.errors?.[0]).toMatchObject({
      message: 'You do not have access to Store List',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(answer.body.data).toBeNull();
  });

  it('lets a promoter read lookups (signed-in only)', async () => {
    const answer = await gql(gateway, '{ regions { id name } }', {}, await signIn(gateway, DEMO.promoter));
    expect(answer.body.errors).toBeUndefined();
    expect((answer.body.data?.regions as unknown[]).length).toBeGreaterThan(0);
  });

  it('answers UNAUTHENTICATED to lookups without a session', async () => {
    const answer = await gql(gateway, '{ regions { id } }');
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('logout', () => {
  it('clears the cookie and answers true', async () => {
    const answer = await gql(gateway, 'mutation { logout }', {}, await signIn(gateway, DEMO.admin));
    expect(answer.body.data).toEqual({ logout: true });
    expect(answer.setCookie.some((line) => line.startsWith('ff_session=;'))).toBe(true);
  });
});
