// Insider suite, who reports may be e-mailed to: an address in an allowed domain (REPORT_EMAIL_DOMAINS and the
// default address's own) that is no inactive member's, a configured report recipient, or the default address.
// A member's address grants nothing by itself: whoever holds Users List controls members' addresses (an
// inactive member added with an outside one, their own edited), so a member's e-mail is held to the same
// domains when it is set, and the refusal reads the same for every address outside the policy (it never tells
// a guessed address that belongs to a member from one that does not).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { daysFromToday } from '../../../tests/support/business-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from '../integration/support.js';
import { addMemberAtServices, callServices, memberByLogin, memberInput, UPDATE_MEMBER } from './insider-support.js';

const DAY = daysFromToday(-1);
const LOW_STOCK =
  'mutation E($to: [String!], $cc: [String!]) { emailLowStockReport(to: $to, cc: $cc, filter: { fromDate: ' +
  `"${DAY}", toDate: "${DAY}" }) { lines to cc } }`;
const PICTURES =
  'mutation P($to: [String!], $cc: [String!]) { emailStorePictures(to: $to, cc: $cc, filter: { fromDate: ' +
  `"${DAY}", toDate: "${DAY}" }) { pictures to } }`;
const CREATE = 'mutation ($input: TeamMemberInput!) { createTeamMember(input: $input) { id } }';
const SET_RECIPIENT =
  'mutation ($email: String!) { setReportRecipient(reportId: 2, email: $email, add: true) { changed } }';
const ASK = 'mutation ($input: AccessRequestInput!) { requestAccess(input: $input) }';
const DECIDE = 'mutation ($id: Int!) { decideAccessRequest(id: $id, approve: true, teamTypeId: 4) { id } }';
const hex = () => randomBytes(4).toString('hex');
const errorOf = (answer: Awaited<ReturnType<typeof gql>>) => answer.body.errors?.[0];
/** A refusal's words with the address taken out: what it says of an address beyond what the caller typed. */
const wordsOf = (message: string | undefined, address: string) => (message ?? '').split(address).join('<address>');

describe('insider: report e-mails go to the company only', () => {
  let gateway: TestGateway;
  let admin: string;
  let promoter: string;
  let upstream: UpstreamCounter;
  // Members whose addresses were set at the distributor's base, outside the gateway's checks.
  const outsider = `leak.${hex()}@outside.example`;
  const dormant = `dormant.${hex()}@outside.example`;
  const departed = `departed.${hex()}@example.com`;
  const outsiderLogin = `leak.${hex()}`;
  beforeAll(async () => {
    await addMemberAtServices({ login: outsiderLogin, email: outsider });
    await addMemberAtServices({ login: `dormant.${hex()}`, email: dormant, active: false });
    await addMemberAtServices({ login: `departed.${hex()}`, email: departed, active: false });
    gateway = await createGateway(gatewayConfig({}, { REPORT_EMAIL_DOMAINS: 'example.com' }));
    admin = await signIn(gateway, DEMO.admin);
    promoter = await signIn(gateway, DEMO.promoter);
    upstream = new UpstreamCounter(inject('servicesUrl'));
  });
  afterAll(async () => {
    upstream?.stop();
    await gateway?.close();
  });

  it("refuses a member's address outside the allowed domains, active or not, before any e-mail call", async () => {
    upstream.reset();
    for (const address of [outsider, dormant, 'Manager@meridian-distribution.example']) {
      const to = await gql(gateway, LOW_STOCK, { to: [address] }, promoter);
      expect(errorOf(to)?.extensions, address).toMatchObject({ code: 'BAD_USER_INPUT', field: 'to' });
      const cc = await gql(gateway, PICTURES, { to: ['ops@example.com'], cc: [address] }, admin);
      expect(errorOf(cc)?.extensions, address).toMatchObject({ code: 'BAD_USER_INPUT', field: 'cc' });
    }
    expect(upstream.count('DispalyCheckDetail_LowStock_Email') + upstream.count('Email_StorePictures')).toBe(0);
  });

  it("refuses an inactive member's address even in an allowed domain", async () => {
    const answer = await gql(gateway, LOW_STOCK, { to: [departed] }, promoter);
    expect(errorOf(answer)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'to' });
  });

  it('refuses the same addresses at the services, for a caller that skips the gateway', async () => {
    for (const endpoint of ['/main/DispalyCheckDetail_LowStock_Email', '/main/Email_StorePictures']) {
      for (const address of [outsider, dormant, departed]) {
        const answer = await callServices(endpoint, { FromDate: DAY, ToDate: DAY, toEmails: address });
        expect(answer.status, `${endpoint} ${address}`).toBe(400);
      }
    }
  });

  it('answers every address outside the policy in the same words, member or not', async () => {
    const nobody = `nobody.${hex()}@outside.example`;
    const refusals = [outsider, dormant, nobody].map(async (address) => ({
      gateway: wordsOf(errorOf(await gql(gateway, LOW_STOCK, { to: [address] }, promoter))?.message, address),
      services: wordsOf(
        (
          await callServices('/main/DispalyCheckDetail_LowStock_Email', {
            FromDate: DAY,
            ToDate: DAY,
            toEmails: address,
          })
        ).body.message,
        address,
      ),
    }));
    const [member, inactive, stranger] = await Promise.all(refusals);
    expect(stranger!.gateway).toContain('<address>');
    expect(member).toEqual(stranger);
    expect(inactive).toEqual(stranger);
    // An inactive member's address in an allowed domain reads like any other refused one too.
    const unknown = `unknown.${hex()}@example.com`;
    const departedWords = wordsOf(
      errorOf(await gql(gateway, LOW_STOCK, { to: [departed] }, promoter))?.message,
      departed,
    );
    expect(departedWords).toBe(stranger!.gateway);
    expect((await gql(gateway, LOW_STOCK, { to: [unknown] }, promoter)).body.errors).toBeUndefined();
  });

  it("sends to an allowed domain, the default address's domain, a configured recipient and that address", async () => {
    const answer = await gql(
      gateway,
      LOW_STOCK,
      {
        to: ['ops@example.com', 'stock.desk@fieldforce.example'],
        cc: ['trade.marketing@meridian-distribution.example', 'reports@fieldforce.example'],
      },
      promoter,
    );
    expect(answer.body.errors).toBeUndefined();
    const direct = await callServices('/main/Email_StorePictures', {
      FromDate: DAY,
      ToDate: DAY,
      toEmails: 'stock.desk@fieldforce.example',
    });
    expect(direct.status).toBe(200);
  });

  it("refuses a member's address outside the allowed domains as a report recipient", async () => {
    const added = await gql(gateway, SET_RECIPIENT, { email: outsider }, admin);
    expect(errorOf(added)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    const direct = await callServices('/settings/AddReportRecipients', { ReportID: 2, Email: outsider });
    expect(direct.status).toBe(400);
  });

  it("holds a member's e-mail to the same domains when it is set, naming the field", async () => {
    const login = `mail.${hex()}`;
    const input = { login, name: 'Mail Policy', email: `${login}@outside.example`, mobile: '+8801711000666' };
    const created = await gql(gateway, CREATE, { input: { ...input, teamTypeId: 4, regionId: 1 } }, admin);
    expect(errorOf(created)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    expect(errorOf(created)?.message).toMatch(/e-?mail/i);

    const inside = { ...input, email: `${login}@example.com`, teamTypeId: 4, regionId: 1 };
    expect((await gql(gateway, CREATE, { input: inside }, admin)).body.errors).toBeUndefined();
    const member = await memberByLogin(gateway, admin, login);
    // Edited to an outside address (as a member holding Users List could edit their own): refused.
    const moved = await gql(
      gateway,
      UPDATE_MEMBER,
      { id: member.id, version: member.version, input: memberInput(member, { email: `${login}@outside.example` }) },
      admin,
    );
    expect(errorOf(moved)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    // The default address's domain is the company's own.
    const own = await gql(
      gateway,
      UPDATE_MEMBER,
      { id: member.id, version: member.version, input: memberInput(member, { email: `${login}@fieldforce.example` }) },
      admin,
    );
    expect(own.body.errors).toBeUndefined();
  });

  it('approves no request for access whose address is outside the allowed domains', async () => {
    const login = `asks.${hex()}`;
    const input = { name: 'Asks Access', login, email: `${login}@outside.example`, mobile: '+8801711000777' };
    const asked = await gql(gateway, ASK, { input: { ...input, regionId: 1 } });
    expect(asked.body.errors).toBeUndefined();
    const requests = (await gql(gateway, '{ accessRequests { id login } }', {}, admin)).body.data?.accessRequests as {
      id: number;
      login: string;
    }[];
    const request = requests.find((row) => row.login === login)!;
    const approved = await gql(gateway, DECIDE, { id: request.id }, admin);
    expect(errorOf(approved)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    const found = await gql(
      gateway,
      'query ($s: String) { teamMembers(filter: { search: $s }) { total } }',
      { s: login },
      admin,
    );
    expect(found.body.data?.teamMembers).toEqual({ total: 0 });
  });

  it('still edits a member whose address was set before, when the address stays as it is', async () => {
    const member = await memberByLogin(gateway, admin, outsiderLogin);
    const renamed = await gql(
      gateway,
      UPDATE_MEMBER,
      { id: member.id, version: member.version, input: memberInput(member, { name: 'Renamed Outsider' }) },
      admin,
    );
    expect(renamed.body.errors).toBeUndefined();
  });
});
