// Insider suite, load: requests that announce a body and never send it hold no operation slot (a
// slot is taken once the body is read), and are closed once the request timeout passes; signed-out
// callers, however many addresses they come from, hold a small share of the slots, so members and
// sign-ins still answer. Addresses are told apart by X-Forwarded-For from a trusted loopback proxy.

import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, holdingProxy, LOGIN, signIn, type TestGateway } from '../integration/support.js';

const ADDRESSES = ['127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14'];

/** Opens a connection that sends a POST's head announcing 4 kB of body, and no body. */
function idleBody(port: number, forwardedFor: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => {
      socket.write(
        'POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          `Content-Length: 4096\r\nX-Forwarded-For: ${forwardedFor}\r\n\r\n`,
      );
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

/** Resolves once the server has closed the connection, with what it wrote before (or at `ms`, with null). */
function closedWithin(socket: Socket, ms: number): Promise<string | null> {
  return new Promise((resolve) => {
    let written = '';
    socket.on('data', (chunk) => {
      written += chunk.toString('latin1');
    });
    const timer = setTimeout(() => resolve(null), ms);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(written);
    });
  });
}

const connections = (gateway: TestGateway) =>
  new Promise<number>((resolve, reject) =>
    gateway.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

describe('security: idle request bodies', () => {
  let gateway: TestGateway;
  let port: number;
  let promoter: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // The request timeout is long here: this test is about the slots, not the timeout (below).
    gateway = await createGateway(gatewayConfig({}, { TRUST_PROXY: 'loopback', HTTP_REQUEST_TIMEOUT_MS: '60000' }));
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    port = (gateway.app.server.address() as AddressInfo).port;
    promoter = await signIn(gateway, DEMO.promoter);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.destroy();
  });
  afterAll(() => gateway?.close());

  it("still answers a member's query and a sign-in while 40 bodies from 4 addresses never come", async () => {
    const before = await connections(gateway);
    sockets.push(...(await Promise.all(Array.from({ length: 40 }, (_, i) => idleBody(port, ADDRESSES[i % 4]!)))));
    for (let tries = 0; tries < 200 && (await connections(gateway)) < before + 40; tries++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    // Their heads have been read (each request has run its first hooks) before the member asks.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const member = await gql(gateway, '{ me { login } }', {}, promoter);
    expect(member.status).toBe(200);
    expect(member.body).toEqual({
      extensions: { cost: expect.any(Object) },
      data: { me: { login: DEMO.promoter.username } },
    });
    const signInAnswer = await request(gateway.app.server)
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('x-forwarded-for', '127.0.0.15')
      .send({ query: LOGIN, variables: DEMO.manager });
    expect(signInAnswer.status).toBe(200);
    expect(signInAnswer.body).toMatchObject({ data: { login: { login: DEMO.manager.username } } });
    expect(sockets.every((socket) => !socket.destroyed)).toBe(true);
  });

  it('closes a connection whose body does not come within the request timeout', async () => {
    const quick = await createGateway(gatewayConfig({}, { HTTP_REQUEST_TIMEOUT_MS: '500' }));
    let socket: Socket | undefined;
    try {
      await quick.app.listen({ port: 0, host: '127.0.0.1' });
      socket = await idleBody((quick.app.server.address() as AddressInfo).port, '127.0.0.11');
      // Generous: the timeout is half a second, checked about every 125 ms.
      const written = await closedWithin(socket, 15_000);
      expect(written).not.toBeNull();
      expect(written).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      socket?.destroy();
      await quick.close();
    }
  });
});

describe('security: signed-out share of the in-flight cap', () => {
  let proxy: Awaited<ReturnType<typeof holdingProxy>>;
  let gateway: TestGateway;
  let promoter: string;
  beforeAll(async () => {
    proxy = await holdingProxy('RegionList');
    gateway = await createGateway(
      gatewayConfig({ upstream: proxy.upstream }, { TRUST_PROXY: 'loopback', GRAPHQL_MAX_IN_FLIGHT: '8' }),
    );
    promoter = await signIn(gateway, DEMO.promoter);
  });
  afterAll(async () => {
    proxy?.release();
    await gateway?.close();
    await proxy?.close();
  });

  it('holds signed-out operations from 4 addresses to a quarter of the cap; a member still answers', async () => {
    const regions = (address: string) =>
      request(gateway.app.server)
        .post('/graphql')
        .set('content-type', 'application/json')
        .set('x-forwarded-for', address)
        .send({ query: '{ signUpRegions { id } }' })
        .then((answer) => answer);
    const held = ADDRESSES.flatMap((address) => [regions(address), regions(address)]);
    await proxy.arrived;
    const inFlight = async () =>
      Number(
        /^gateway_graphql_in_flight (\d+)$/m.exec((await request(gateway.app.server).get('/metrics')).text)?.[1] ?? 0,
      );
    for (let tries = 0; tries < 100 && (await inFlight()) < 2; tries++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await inFlight()).toBe(2);
    const member = await gql(gateway, '{ me { login } }', {}, promoter);
    expect(member.status).toBe(200);
    expect(member.body).toEqual({
      extensions: { cost: expect.any(Object) },
      data: { me: { login: DEMO.promoter.username } },
    });
    proxy.release();
    const statuses = (await Promise.all(held)).map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 503, 503, 503, 503, 503, 503]);
  });
});
