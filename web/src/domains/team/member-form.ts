// The user form's values, checks (the gateway's rules), and mapping to the GraphQL input. Pure.

import type { TeamMemberInput, TeamMembersQuery } from '../../gql/graphql';
import { LIMITS } from '../../gql/limits.gen';
import { isEmailAddress } from '../../platform/components/email-address';
import { fits } from '../../platform/components/limits';

export type ListedMember = TeamMembersQuery['teamMembers']['items'][number];

export interface MemberFormValues {
  login: string;
  name: string;
  email: string;
  mobile: string;
  teamTypeId: number;
  regionId: number;
  active: boolean;
}
export type MemberFormErrors = Partial<Record<keyof MemberFormValues, string>>;

export const EMPTY_MEMBER: MemberFormValues = {
  login: '',
  name: '',
  email: '',
  mobile: '',
  teamTypeId: 0,
  regionId: 0,
  active: true,
};

export const formFromMember = (member: ListedMember): MemberFormValues => ({
  // The Users List page is where these are shown: its holders always receive them (null only for others).
  login: member.login ?? '',
  name: member.name,
  email: member.email ?? '',
  mobile: member.mobile ?? '',
  teamTypeId: member.teamType?.id ?? 0,
  regionId: member.region?.id ?? 0,
  active: member.active,
});

export function checkMemberForm(values: MemberFormValues): MemberFormErrors {
  const errors: MemberFormErrors = {};
  const login = values.login.trim();
  const { minLength, maxLength } = LIMITS.mySingleID;
  if (!fits(login, LIMITS.mySingleID))
    errors.login = `Login name must be ${minLength} to ${maxLength} letters, digits, ., _ or -`;
  if (!values.name.trim()) errors.name = 'Name is required';
  else if (values.name.trim().length > LIMITS.TeamMemberName.maxLength)
    errors.name = `Name must be at most ${LIMITS.TeamMemberName.maxLength} characters`;
  const email = values.email.trim();
  if (email.length > LIMITS.Email.maxLength || !isEmailAddress(email))
    errors.email = 'E-mail must be an e-mail address';
  if (!fits(values.mobile.replace(/[\s-]/g, ''), LIMITS.Mobile))
    errors.mobile = 'Mobile must be 7 to 15 digits, with an optional leading +';
  if (!values.teamTypeId) errors.teamTypeId = 'Team type is required';
  if (!values.regionId) errors.regionId = 'Region is required';
  return errors;
}

export const toMemberInput = (values: MemberFormValues): TeamMemberInput => ({
  login: values.login.trim(),
  name: values.name.trim(),
  email: values.email.trim(),
  mobile: values.mobile.replace(/[\s-]/g, ''),
  teamTypeId: values.teamTypeId,
  regionId: values.regionId,
  active: values.active,
});

export function memberServerErrors(problems: readonly { field: string; message: string }[]): MemberFormErrors {
  const errors: MemberFormErrors = {};
  for (const problem of problems)
    if (problem.field in EMPTY_MEMBER) errors[problem.field as keyof MemberFormValues] ??= problem.message;
  return errors;
}
