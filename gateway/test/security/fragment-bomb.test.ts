// Insider suite, document size: an anonymous caller's kilobyte of fragments, each spreading the one
// before it twice (2^n paths), is refused at once with a 400 naming the limit, and /healthz answers
// while it is; a document past the token limit is refused while it is parsed. The bounds on time are
// generous (seconds, for work of milliseconds): a walk of every path takes minutes to hours.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { gatewayConfig, type TestGateway } from '../integration/support.js';

const FRAGMENTS = 25;

function doubling(count: number): string {
  const fragments = ['fragment F0 on Query { __typename }'];
  for (let index = 1; index < count; index++)
    fragments.push(`fragment F${index} on Query { ...F${index - 1} ...F${index - 1} }`);
  return `{ ...F${count - 1} } ${fragments.join(' ')}`;
}

const timed = async <T>(work: Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const value = await work;
  return [value, performance.now() - started];
};

describe('security: fragment bombs', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    // Listening, so the two requests below are two connections served by one event loop.
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => gateway?.close());

  it(`refuses ${FRAGMENTS} doubling fragments at once, and answers /healthz meanwhile`, async () => {
    const query = doubling(FRAGMENTS);
    expect(query.length).toBeLessThan(1_300);
    const bomb = timed(
      request(gateway.app.server).post('/graphql').set('content-type', 'application/json').send({ query }),
    );
    const health = timed(request(gateway.app.server).get('/healthz'));
    const [[answer, answerMs], [healthz, healthMs]] = await Promise.all([bomb, health]);
    expect(answer.status).toBe(400);
    const error = (answer.body as { errors: { message: string; extensions: { code: string } }[] }).errors[0];
    expect(error?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(error?.message).toMatch(/selections once its fragments are expanded; at most 5,000 are allowed$/);
    expect(healthz.status).toBe(200);
    expect(answerMs).toBeLessThan(5_000);
    expect(healthMs).toBeLessThan(5_000);
  });

  it('refuses a document past the token limit while parsing it, with the limit in the message', async () => {
    const query = `{ ${'a '.repeat(3_100)}}`;
    expect(query.length).toBeLessThan(20_000);
    const answer = await request(gateway.app.server)
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ query });
    expect(answer.status).toBe(400);
    const error = (answer.body as { errors: { message: string; extensions: { code: string } }[] }).errors[0];
    expect(error?.extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(error?.message).toMatch(/more tha[nt] 3000 tokens/); // graphql-js 16 words it "more that"
  });
});
