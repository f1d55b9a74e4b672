// Insider suite, what a refusal tells: a manager refused a change of a member who holds pages the
// manager lacks learns only that the member cannot be changed, never which pages that member holds
// (which would map the administrator's access one refusal at a time).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from '../integration/support.js';
import { type MemberFields, memberByLogin, memberInput, UPDATE_MEMBER } from './insider-support.js';

const REMOVE = 'mutation ($id: Int!) { removeTeamMember(id: $id) }';

describe('insider: a refused change names no page of its member', () => {
  let gateway: TestGateway;
  let admin: string;
  let manager: string;
  let adminFields: MemberFields;
  let adminPages: string[];
  let managerPages: Set<string>;

  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    [admin, manager] = await Promise.all([signIn(gateway, DEMO.admin), signIn(gateway, DEMO.manager)]);
    adminFields = await memberByLogin(gateway, admin, 'admin');
    const pagesOf = async (cookie: string) =>
      ((await gql(gateway, '{ me { pages } }', {}, cookie)).body.data?.me as { pages: string[] }).pages;
    adminPages = await pagesOf(admin);
    managerPages = new Set((await pagesOf(manager)).map((page) => page.toLowerCase()));
  });
  afterAll(() => gateway?.close());

  it('editing or removing the administrator is FORBIDDEN without listing their pages', async () => {
    const lacking = adminPages.filter((page) => !managerPages.has(page.toLowerCase()));
    expect(lacking.length).toBeGreaterThan(0);
    const answers = [
      await gql(
        gateway,
        UPDATE_MEMBER,
        { id: adminFields.id, version: adminFields.version, input: memberInput(adminFields, { name: 'Renamed' }) },
        manager,
      ),
      await gql(gateway, REMOVE, { id: adminFields.id }, manager),
    ];
    for (const answer of answers) {
      const error = answer.body.errors?.[0];
      expect(error?.extensions?.code, answer.text).toBe('FORBIDDEN');
      expect(error?.message).toMatch(/cannot be changed/);
      for (const page of adminPages) expect(answer.text, page).not.toContain(page);
    }
  });
});
