// The client against a gateway that sheds load: an OVERLOADED 503 (refused before any work, with
// Retry-After) is retried after the time it names, and a refusal the client cannot get past shows
// the server's own words, not a guess about the connection.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloClient, ApolloLink, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { busyRetryLink } from '../src/platform/app/busy-retry';
import { describeFailure } from '../src/platform/components/graphql-errors';

const BUSY = {
  errors: [
    {
      message: 'The server is busy (too many operations in flight); try again in a moment',
      extensions: { code: 'OVERLOADED' },
    },
  ],
};
const LIMITED = { errors: [{ message: 'Too many requests; try again in 30 s', extensions: { code: 'RATE_LIMITED' } }] };

let server: Server;
let url = '';
let script: { status: number; body: unknown; headers?: Record<string, string> }[] = [];
let served = 0;

beforeAll(async () => {
  server = createServer((_request, response) => {
    const next = script[Math.min(served, script.length - 1)] ?? { status: 500, body: {} };
    served++;
    response.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
    response.end(JSON.stringify(next.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  served = 0;
});

const client = () =>
  new ApolloClient({
    link: ApolloLink.from([busyRetryLink(), new HttpLink({ uri: url })]),
    cache: new InMemoryCache(),
  });
const query = gql`query Hello { hello }`;
const mutation = gql`mutation Save { save }`;

describe('a gateway that sheds load', () => {
  it('retries a query refused as OVERLOADED after Retry-After, and gets its answer', async () => {
    script = [
      { status: 503, body: BUSY, headers: { 'retry-after': '0' } },
      { status: 503, body: BUSY, headers: { 'retry-after': '0' } },
      { status: 200, body: { data: { hello: 'world' } } },
    ];
    const result = await client().query({ query, fetchPolicy: 'network-only' });
    expect(result.data).toEqual({ hello: 'world' });
    expect(served).toBe(3);
  });

  it('retries a mutation too: an OVERLOADED refusal comes before any work', async () => {
    script = [
      { status: 503, body: BUSY, headers: { 'retry-after': '0' } },
      { status: 200, body: { data: { save: true } } },
    ];
    const result = await client().mutate({ mutation });
    expect(result.data).toEqual({ save: true });
    expect(served).toBe(2);
  });

  it('gives up after a few tries and says the server is busy', async () => {
    script = [{ status: 503, body: BUSY, headers: { 'retry-after': '0' } }];
    const error = await client()
      .query({ query, fetchPolicy: 'network-only' })
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    expect(served).toBe(4);
    expect(describeFailure(error, 'Check your connection')).toMatchObject({
      message: expect.stringContaining('The server is busy'),
      code: 'OVERLOADED',
    });
  });

  it('does not retry a rate-limited call, and shows the limit in its own words', async () => {
    script = [{ status: 429, body: LIMITED, headers: { 'retry-after': '30' } }];
    const error = await client()
      .query({ query, fetchPolicy: 'network-only' })
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    expect(served).toBe(1);
    expect(describeFailure(error, 'Check your connection')).toMatchObject({
      message: 'Too many requests; try again in 30 s',
      code: 'RATE_LIMITED',
    });
  });
});
