// Log Out past the request rate: the client treats Log Out as done whatever the answer (it says "You have been
// logged out" and leaves), so a refused Logout left the server session alive, and a copied cookie with it.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, signIn, type TestGateway } from '../integration/support.js';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await createGateway(gatewayConfig({}, { RATE_LIMIT_PER_MEMBER: '3' }));
});
afterAll(() => gateway?.close());

const post = (cookie: string, body: object) =>
  request(gateway.app.server).post('/graphql').set('content-type', 'application/json').set('cookie', cookie).send(body);

describe('insider: Log Out past the request rate', () => {
  it('still ends the session, and only a bare logout passes the limit', async () => {
    const cookie = await signIn(gateway, DEMO.manager);
    for (let i = 0; i < 4; i++) await post(cookie, { query: '{ me { id } }' });
    expect((await post(cookie, { query: '{ me { id } }' })).status).toBe(429);
    // A logout with anything beside it is counted like any request.
    const smuggled = await post(cookie, {
      query: 'mutation Logout { logout } query Me { me { id } }',
      operationName: 'Me',
    });
    expect(smuggled.status).toBe(429);
    expect((await post(cookie, { query: 'mutation Logout { logout me: logout }' })).status).toBe(429);

    const logout = await post(cookie, { query: 'mutation Logout { logout }', operationName: 'Logout' });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ extensions: { cost: expect.any(Object) }, data: { logout: true } });
    // The session has ended: its cookie is now an anonymous request's (counted per address only, not refused).
    const copied = await post(cookie, { query: '{ me { id } }' });
    expect(copied.status).not.toBe(429);
    expect(copied.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
