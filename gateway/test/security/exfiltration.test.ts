// Insider suite, exfiltration: report e-mails go only to configured report recipients, the default
// address or the company's domains (REPORT_EMAIL_DOMAINS and the default address's own; a member's
// address outside them is refused too: report-recipient-policy.test.ts); any other address is refused
// with BAD_USER_INPUT naming it before the e-mail endpoint is called. The brand picture upload needs
// the same preflight-forcing header as /graphql, so a cross-site form cannot post one.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { daysFromToday } from '../../../tests/support/business-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from '../integration/support.js';

/** Two recent days of the demo data, the business's yesterday and the day before. */
const DAYS = { from: daysFromToday(-2), to: daysFromToday(-1) };
const LOW_STOCK =
  'mutation E($to: [String!], $cc: [String!]) { emailLowStockReport(to: $to, cc: $cc, filter: { fromDate: ' +
  `"${DAYS.from}", toDate: "${DAYS.to}" }) { lines to cc } }`;
const PICTURES =
  'mutation P($to: [String!], $cc: [String!]) { emailStorePictures(to: $to, cc: $cc, filter: { fromDate: ' +
  `"${DAYS.from}", toDate: "${DAYS.from}" }) { pictures to } }`;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

describe('security: report e-mail recipients', () => {
  let gateway: TestGateway;
  let promoter: string;
  let manager: string;
  let upstream: UpstreamCounter;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig({}, { REPORT_EMAIL_DOMAINS: 'example.com' }));
    promoter = await signIn(gateway, DEMO.promoter);
    manager = await signIn(gateway, DEMO.manager);
    upstream = new UpstreamCounter(inject('servicesUrl'));
  });
  afterAll(async () => {
    upstream?.stop();
    await gateway?.close();
  });

  it('refuses an outside address in to or cc, naming it, before the e-mail is asked for', async () => {
    upstream.reset();
    const to = await gql(gateway, LOW_STOCK, { to: ['thief@outside.example'] }, promoter);
    expect(to.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(to.body.errors?.[0]?.message).toContain('thief@outside.example');
    const cc = await gql(gateway, PICTURES, { to: ['ops@example.com'], cc: ['Drop@Outside.Example'] }, manager);
    expect(cc.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(cc.body.errors?.[0]?.message).toContain('Drop@Outside.Example');
    expect(upstream.count('DispalyCheckDetail_LowStock_Email') + upstream.count('Email_StorePictures')).toBe(0);
  });

  it('sends to a configured recipient, an allowed domain and the default address', async () => {
    const answer = await gql(
      gateway,
      LOW_STOCK,
      { to: ['stock.desk@meridian-distribution.example', 'reports@fieldforce.example'], cc: ['ops@example.com'] },
      promoter,
    );
    expect(answer.body.errors).toBeUndefined();
    expect(
      (await gql(gateway, PICTURES, { to: ['trade.marketing@meridian-distribution.example'] }, manager)).body.errors,
    ).toBeUndefined();
  });

  it('refuses the same address at the services, for a caller that skips the gateway', async () => {
    const url = new URL(`${inject('servicesUrl')}/main/DispalyCheckDetail_LowStock_Email`);
    url.search = new URLSearchParams({
      _token: inject('servicesToken'),
      FromDate: DAYS.from,
      ToDate: DAYS.to,
      toEmails: 'thief@outside.example',
    }).toString();
    const answer = await fetch(url);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toContain('thief@outside.example');
  });
});

describe('security: brand picture upload CSRF', () => {
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  it('refuses a multipart post without the preflight header, and takes one with it', async () => {
    const forged = await request(gateway.app.server)
      .post('/api/brands/1/pictures/3')
      .set('cookie', admin)
      .set('origin', 'https://evil.example')
      .attach('file', PNG, { filename: 'x.png', contentType: 'image/png' });
    expect(forged.status).toBe(400);
    expect((forged.body as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
    const sent = await request(gateway.app.server)
      .post('/api/brands/1/pictures/3')
      .set('cookie', admin)
      .set('apollo-require-preflight', 'true')
      .attach('file', PNG, { filename: 'x.png', contentType: 'image/png' });
    expect(sent.status).toBe(200);
  });
});
