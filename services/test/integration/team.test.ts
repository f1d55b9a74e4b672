// Team members: listed by team type, added, updated and removed; never a password or hash.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contractViolations } from './contract-validator.js';
import { get } from './support.js';

interface Member {
  TeamMemberID: number;
  mySingleID: string;
  TeamTypeID: number;
  TeamMemberName: string;
  ActiveStatus: number;
}

const login = () => `qa.${randomBytes(4).toString('hex')}`;
const valid = (name = login()) => ({
  TeamTypeID: 4,
  mySingleID: name,
  TeamMemberName: 'Quality Assurance',
  Email: `${name}@example.com`,
  Mobile: '+8801711999999',
  RegionID: 2,
});
const members = async (teamTypeId = 0) =>
  (await get<Member[]>('/main/TeamMemberStore', { TeamTypeID: teamTypeId })).body.data;

describe('team members', () => {
  it('lists the members of a team type, and everyone for 0, without passwords', async () => {
    const answer = await get<Member[]>('/main/TeamMemberStore', { TeamTypeID: 2 });
    expect(contractViolations('/main/TeamMemberStore', 200, answer.body)).toBeNull();
    expect(answer.body.data.length).toBeGreaterThan(5);
    expect(answer.body.data.every((member) => member.TeamTypeID === 2)).toBe(true);
    expect((await members()).length).toBeGreaterThanOrEqual(300);
    expect(JSON.stringify(answer.body)).not.toMatch(/scrypt|password/i);
  });

  it('adds, updates and removes a member', async () => {
    const fields = valid();
    const added = await get<Member>('/main/User_Add', fields);
    expect(contractViolations('/main/User_Add', 200, added.body)).toBeNull();
    expect(JSON.stringify(added.body)).not.toMatch(/scrypt|password/i);
    const id = added.body.data.TeamMemberID;
    // A new member cannot sign in until a password is set for them.
    expect((await get('/main/Login', { username: fields.mySingleID, password: '' })).httpStatus).toBe(400);

    const updated = await get<Member>('/main/User_Update', {
      ...fields,
      TeamMemberID: id,
      TeamMemberName: 'Renamed QA',
      ActiveStatus: 0,
    });
    expect(updated.body.data).toMatchObject({ TeamMemberID: id, TeamMemberName: 'Renamed QA', ActiveStatus: 0 });

    const removed = await get<{ TeamMemberID: number }>('/main/User_Remove', { TeamMemberID: id });
    expect(removed.body.data).toEqual({ TeamMemberID: id });
    expect((await members(4)).some((member) => member.TeamMemberID === id)).toBe(false);
    expect((await get('/main/User_Remove', { TeamMemberID: id })).httpStatus).toBe(404);
  });

  it('refuses a login name that exists in another case, keeping the first member', async () => {
    const fields = valid();
    await get('/main/User_Add', fields);
    const duplicate = await get('/main/User_Add', { ...fields, mySingleID: fields.mySingleID.toUpperCase() });
    expect(duplicate.httpStatus).toBe(409);
    expect(duplicate.body.message).toBe(`Login name ${fields.mySingleID.toUpperCase()} already exists`);
  });

  it.each([
    ['Email', { Email: 'not-an-email' }],
    ['Mobile', { Mobile: '12ab' }],
    ['mySingleID', { mySingleID: 'a b' }],
    ['TeamTypeID', { TeamTypeID: 99 }],
    ['RegionID', { RegionID: 99 }],
  ])('refuses a bad %s and adds nobody', async (parameter, change) => {
    const fields = { ...valid(), ...change };
    const answer = await get('/main/User_Add', fields);
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.parameter).toBe(parameter);
    expect((await members()).some((member) => member.mySingleID === fields.mySingleID)).toBe(false);
  });
});
