// Report Email Recipient keeps reports inside the company: a recipient must be in the company's domains
// (REPORT_EMAIL_DOMAINS and the default report address's own) or be that address, as report e-mails already
// require; a member's address outside them is no exception; any other address is refused with BAD_USER_INPUT
// naming it, before the recipient is added.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

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

  it("adds an address in the company's domains, not a member's own outside them", async () => {
    const inDomain = await gql(gateway, SET, { email: 'area.lead@example.com', add: true }, admin);
    expect(inDomain.body.errors).toBeUndefined();
    await gql(gateway, SET, { email: 'area.lead@example.com', add: false }, admin);
    const ownDomain = await gql(gateway, SET, { email: 'desk@fieldforce.example', add: true }, admin);
    expect(ownDomain.body.errors).toBeUndefined();
    await gql(gateway, SET, { email: 'desk@fieldforce.example', add: false }, admin);
    const me = (await gql(gateway, '{ me { email } }', {}, admin)).body.data?.me as { email: string };
    const own = await gql(gateway, SET, { email: me.email, add: true }, admin);
    expect(own.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
  });

  it('lets anyone remove an address, wherever it is', async () => {
    const removed = await gql(gateway, SET, { email: 'someone@elsewhere.org', add: false }, admin);
    expect(removed.body.errors).toBeUndefined();
  });
});
