// Insider suite, request rates: per member and per client address on /graphql and the CSV export,
// and per member (stricter) on the report e-mails, refused with RATE_LIMITED and Retry-After.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '../../../tests/support/business-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from '../integration/support.js';

interface Refusal {
  errors?: { message: string; extensions?: { code?: string } }[];
}

describe('insider: rate limits', () => {
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(
      gatewayConfig(
        {},
        {
          RATE_LIMIT_PER_MEMBER: '6',
          RATE_LIMIT_PER_ADDRESS: '40',
          EXPORT_LIMIT_PER_MEMBER: '2',
          EMAIL_LIMIT_PER_MEMBER: '1',
        },
      ),
    );
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  it('refuses a member past their request rate on /graphql with 429, RATE_LIMITED and Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 8; i++) {
      answers.push(
        await request(gateway.app.server)
          .post('/graphql')
          .set('content-type', 'application/json')
          .set('cookie', admin)
          .send({ query: '{ regions { id } }' }),
      );
    }
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    expect((refused[0]!.body as Refusal).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('counts /graphql and the export however their path is spelled (percent-encoded letters)', async () => {
    const member = await signIn(gateway, DEMO.manager);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const path = i % 2 === 0 ? '/%67raphql' : '/%67%72%61%70%68%71%6c';
      statuses.push(
        (
          await request(gateway.app.server)
            .post(path)
            .set('content-type', 'application/json')
            .set('cookie', member)
            .send({ query: '{ regions { id } }' })
        ).status,
      );
    }
    expect(statuses).toContain(429);
    const exporter = await signIn(gateway, DEMO.promoter);
    const exports: number[] = [];
    for (let i = 0; i < 4; i++)
      exports.push(
        (
          await request(gateway.app.server)
            .post('/api/export.%63sv')
            .set('content-type', 'application/json')
            .set('cookie', exporter)
            .send({ query: '{ regions { id name } }' })
        ).status,
      );
    expect(exports).toContain(429);
  });

  it('refuses an over-long query on a percent-encoded /graphql as on the plain one', async () => {
    const member = await signIn(gateway, DEMO.promoter);
    const answer = await request(gateway.app.server)
      .post('/%67raphql')
      .set('content-type', 'application/json')
      .set('cookie', member)
      .send({ query: `{ me { id } ${' '.repeat(25_000)}}` });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('longer than 20,000 characters');
  });

  it('refuses a client address past its rate, signed in or not', async () => {
    let last = 0;
    for (let i = 0; i < 45; i++)
      last = (
        await request(gateway.app.server)
          .post('/graphql')
          .set('content-type', 'application/json')
          .send({ query: '{ __typename }' })
      ).status;
    expect(last).toBe(429);
  });
});

describe('insider: rate limits on the CSV export and the report e-mails', () => {
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig({}, { EXPORT_LIMIT_PER_MEMBER: '2', EMAIL_LIMIT_PER_MEMBER: '1' }));
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  it('answers the third CSV export in the window 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let i = 0; i < 3; i++) {
      const answer = await request(gateway.app.server)
        .post('/api/export.csv')
        .set('content-type', 'application/json')
        .set('cookie', admin)
        .send({ query: '{ regions { id name } }' });
      statuses.push(answer.status);
      retryAfter = answer.headers['retry-after'];
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  });

  it("refuses a member's second report e-mail in the window with RATE_LIMITED and Retry-After", async () => {
    const day = daysFromToday(-1);
    const email = `mutation { emailLowStockReport(filter: { fromDate: "${day}", toDate: "${day}" }) { lines } }`;
    const first = await gql(gateway, email, {}, admin);
    expect(first.body.errors).toBeUndefined();
    const second = await request(gateway.app.server)
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('cookie', admin)
      .send({ query: email });
    expect((second.body as Refusal).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});

describe('insider: rate limits they can see', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig({}, { RATE_LIMIT_PER_MEMBER: '6', RATE_LIMIT_PER_ADDRESS: '1000' }));
  });
  afterAll(() => gateway?.close());

  it('tells a member their limit before they reach it: the RateLimit headers on every answer', async () => {
    const member = await signIn(gateway, DEMO.promoter);
    const send = () =>
      request(gateway.app.server)
        .post('/graphql')
        .set('content-type', 'application/json')
        .set('cookie', member)
        .send({ query: '{ regions { id } }' });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(200);
    expect(first.headers['ratelimit-limit']).toBe('6');
    expect(first.headers['ratelimit-policy']).toBe('6;w=60');
    const remaining = Number(first.headers['ratelimit-remaining']);
    expect(remaining).toBeGreaterThanOrEqual(0);
    expect(Number(second.headers['ratelimit-remaining'])).toBe(remaining - 1);
    const reset = Number(first.headers['ratelimit-reset']);
    expect(reset).toBeGreaterThanOrEqual(1);
    expect(reset).toBeLessThanOrEqual(60);
    let last = second;
    for (let i = 0; i < 10 && last.status !== 429; i++) last = await send();
    expect(last.status).toBe(429);
    expect(last.headers['ratelimit-remaining']).toBe('0');
  });
});
