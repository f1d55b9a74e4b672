// Insider suite, invitation e-mails: an invitation is an e-mail like a report's, so it counts under the member's
// e-mail limit (EMAIL_LIMIT_PER_MEMBER, shared with report e-mails); it goes only to an address in the company's
// domains (the gateway refuses before the password is reset, the services again); and the text a Users List
// holder controls (the member's name) is not in its subject or anywhere in it, so an invitation cannot be made
// to read as another message.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { daysFromToday } from '../../../tests/support/business-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from '../integration/support.js';
import { addMemberAtServices, callServices, capturedMails } from './insider-support.js';

const CREATE = 'mutation ($input: TeamMemberInput!) { createTeamMember(input: $input) { id } }';
const INVITE =
  'mutation ($id: Int!, $send: Boolean) { ' +
  'resetTeamMemberPassword(teamMemberId: $id, sendInvitation: $send) { password invitationSentTo } }';
const DAY = daysFromToday(-1);
const LOW_STOCK = `mutation { emailLowStockReport(filter: { fromDate: "${DAY}", toDate: "${DAY}" }) { lines } }`;
const hex = () => randomBytes(4).toString('hex');
const codeOf = (answer: Awaited<ReturnType<typeof gql>>) => answer.body.errors?.[0]?.extensions?.code;
/** A captured message with its quoted-printable soft breaks and escapes decoded. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, code: string) => String.fromCharCode(Number.parseInt(code, 16)));

describe('insider: invitation e-mails', () => {
  let gateway: TestGateway;
  let admin: string;
  let outsiderId: number;
  const outsider = `invitee.${hex()}@outside.example`;
  beforeAll(async () => {
    // An address set at the distributor's base, outside the gateway's checks (before the gateway reads members).
    outsiderId = await addMemberAtServices({ login: `invitee.${hex()}`, email: outsider });
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  /** A new member added through `through` (the gateway whose member list then knows them). */
  async function newMember(name = 'Invited Member', through = gateway, cookie = admin) {
    const login = `invite.${hex()}`;
    const email = `${login}@example.com`;
    const input = { login, name, email, mobile: '+8801711000444', teamTypeId: 4, regionId: 1 };
    const created = await gql(through, CREATE, { input }, cookie);
    expect(created.body.errors).toBeUndefined();
    return { id: (created.body.data?.createTeamMember as { id: number }).id, email };
  }

  it("refuses an invitation to an address outside the company's domains, before the password is reset", async () => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const answer = await gql(gateway, INVITE, { id: outsiderId, send: true }, admin);
      expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'sendInvitation' });
      expect(counter.count('Credential_Reset')).toBe(0);
    } finally {
      counter.stop();
    }
    expect(capturedMails().filter((mail) => mail.to.includes(outsider))).toHaveLength(0);
  });

  it('refuses it at the services too, for a caller that skips the gateway', async () => {
    const address = `direct.${hex()}@outside.example`;
    const answer = await callServices('/product/Credential_Reset', {
      TeamMemberID: 900_000 + Math.floor(Math.random() * 90_000),
      mySingleID: `direct.${hex()}`,
      TeamMemberName: 'Direct Call',
      Email: address,
      SendInvitation: 1,
    });
    expect(answer.status).toBe(400);
    expect(capturedMails().filter((mail) => mail.to.includes(address))).toHaveLength(0);
  });

  it("keeps the member's name out of the invitation's subject and text", async () => {
    const name = `Payroll Notice Verify Account ${hex()}`;
    const member = await newMember(name);
    const answer = await gql(gateway, INVITE, { id: member.id, send: true }, admin);
    expect(answer.body.errors).toBeUndefined();
    const [mail] = capturedMails().filter((captured) => captured.to.includes(member.email));
    const text = decoded(mail!.raw);
    expect(text).toMatch(/Subject: .*invit/i);
    expect(text).not.toContain(name);
  });

  it("counts invitations under the member's e-mail limit, with report e-mails", async () => {
    const limited = await createGateway(gatewayConfig({}, { EMAIL_LIMIT_PER_MEMBER: '2' }));
    try {
      const cookie = await signIn(limited, DEMO.admin);
      for (let sent = 0; sent < 2; sent += 1) {
        const member = await newMember('Invited Member', limited, cookie);
        const answer = await gql(limited, INVITE, { id: member.id, send: true }, cookie);
        expect(answer.body.errors).toBeUndefined();
      }
      const member = await newMember('Invited Member', limited, cookie);
      const over = await gql(limited, INVITE, { id: member.id, send: true }, cookie);
      expect(codeOf(over)).toBe('RATE_LIMITED');
      expect(capturedMails().filter((mail) => mail.to.includes(member.email))).toHaveLength(0);
      expect(codeOf(await gql(limited, LOW_STOCK, {}, cookie))).toBe('RATE_LIMITED');
      // A one-time password without an e-mail is no e-mail: it is not counted.
      expect((await gql(limited, INVITE, { id: member.id }, cookie)).body.errors).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
});
