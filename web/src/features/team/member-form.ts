// The user form's values, checks (the gateway's rules), and mapping to the GraphQL input. Pure.
import type { TeamMemberInput, TeamMembersQuery } from '../../gql/graphql';

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
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{2,49}$/.test(values.login.trim()))
    errors.login = 'Login name must be 3 to 50 letters, digits, ., _ or -';
  if (!values.name.trim()) errors.name = 'Name is required';
  else if (values.name.trim().length > 100) errors.name = 'Name must be at most 100 characters';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = 'E-mail must be an e-mail address';
  if (!/^\+?[0-9]{7,15}$/.test(values.mobile.replace(/[\s-]/g, '')))
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
