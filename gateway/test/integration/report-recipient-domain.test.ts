// Report Email Recipient keeps reports inside the company: a recipient must be in an allowed domain
// (REPORT_EMAIL_DOMAINS) or a member's address, as report e-mails already require; any other address
// is refused with BAD_USER_INPUT naming it, before any upstream call.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, UpstreamCounter, type TestGateway } from './support.js';

const SET =
  'mutation ($email: String!, $add: Boolean!) { ' +
  'setReportRecipient(reportId: 2, email: $email, add: $add) { changed } }';

describe('report recipients stay inside the company', () => {
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  it('refuses an address outside the allowed domains, before calling upstream', async () => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const answer = await gql(gateway, SET, { email: 'someone@elsewhere.org', add: true }, admin);
      expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
      expect(answer.body.errors?.[0]?.message).toContain('someone@elsewhere.org');
      expect(counter.count('AddReportRecipients')).toBe(0);
    } finally {
      counter.stop();
    }
  });

  it("adds an address in an allowed domain or a member's own address", async () => {
    const inDomain = await gql(gateway, SET, { email: 'area.lead@example.com', add: true }, admin);
    expect(inDomain.body.errors).toBeUndefined();
    await gql(gateway, SET, { email: 'area.lead@example.com', add: false }, admin);
    const me = (await gql(gateway, '{ me { email } }', {}, admin)).body.data?.me as { email: string };
    const own = await gql(gateway, SET, { email: me.email, add: true }, admin);
    expect(own.body.errors).toBeUndefined();
    await gql(gateway, SET, { email: me.email, add: false }, admin);
  });

  it('lets anyone remove an address, wherever it is', async () => {
    const removed = await gql(gateway, SET, { email: 'someone@elsewhere.org', add: false }, admin);
    expect(removed.body.errors).toBeUndefined();
  });
});
