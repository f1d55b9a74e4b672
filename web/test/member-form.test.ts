import { describe, expect, it } from 'vitest';
import { checkMemberForm, EMPTY_MEMBER, toMemberInput } from '../src/domains/team/member-form';
import { MEMBER_LIST, toMemberFilter } from '../src/domains/team/member-list';

const { defaults: DEFAULT_MEMBER_VIEW, parse: parseMemberView, serialize: serializeMemberView } = MEMBER_LIST;

describe('user form', () => {
  it('names every wrong field', () => {
    expect(Object.keys(checkMemberForm(EMPTY_MEMBER)).sort()).toEqual([
      'email',
      'login',
      'mobile',
      'name',
      'regionId',
      'teamTypeId',
    ]);
    expect(
      checkMemberForm({
        login: 'qa.one',
        name: 'QA',
        email: 'qa@example.com',
        mobile: '+880 1711-000000',
        teamTypeId: 1,
        regionId: 1,
        active: true,
      }),
    ).toEqual({});
  });

  it('sends a mobile number without spaces or dashes', () => {
    expect(toMemberInput({ ...EMPTY_MEMBER, mobile: '+880 1711-000000' }).mobile).toBe('+8801711000000');
  });
});

describe('users list view in the URL', () => {
  it('round-trips and turns into the filter', () => {
    const view = { ...DEFAULT_MEMBER_VIEW, teamType: 2, status: 'active' as const, search: 'rah', page: 2 };
    expect(parseMemberView(serializeMemberView(view))).toEqual(view);
    expect(toMemberFilter(view)).toEqual({ teamTypeId: 2, regionId: null, active: true, search: 'rah' });
  });
});
