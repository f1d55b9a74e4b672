// Create or edit a team member in a drawer: errors at each field (the server's too), never a password.
// An edit carries the version it opened; a save that meets someone else's change offers reload or overwrite.

import { useQuery } from '@apollo/client/react';
import { Grid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { nestedOptions, optionName, type VersionConflict, yesNo } from '../../platform/components/edit-conflict';
import { SelectField, TextField } from '../../platform/components/FormFields';
import { ActiveCheckbox, FormDrawer } from '../../platform/components/FormShell';
import { memberTitle } from '../../platform/components/member-tag';
import { useRecordForm } from '../../platform/components/use-record-form';
import {
  checkMemberForm,
  EMPTY_MEMBER,
  formFromMember,
  type ListedMember,
  type MemberFormValues,
  memberServerErrors,
  toMemberInput,
} from './member-form';
import { MemberCreateMutation, MemberUpdateMutation, TeamFormOptionsQuery, TeamMembersQuery } from './team.documents';

export function MemberFormDrawer({
  member,
  onClose,
  onSaved,
}: {
  member: ListedMember | null | undefined;
  onClose: () => void;
  /** The row just added or edited, for the list to show and mark. */
  onSaved?: (id: number) => void;
}) {
  const open = member !== undefined;
  const [values, setValues] = useState<MemberFormValues>(EMPTY_MEMBER);
  const options = useQuery(TeamFormOptionsQuery, { skip: !open }).data;
  const set = (change: Partial<MemberFormValues>) => setValues((current) => ({ ...current, ...change }));
  const form = useRecordForm({
    record: member,
    values,
    setValues,
    empty: EMPTY_MEMBER,
    fromRecord: formFromMember,
    fromCurrent,
    describe: (shown: MemberFormValues, current: VersionConflict['current']) => [
      ['Login name', shown.login.trim()],
      ['Full name', shown.name.trim()],
      ['E-mail', shown.email.trim()],
      ['Mobile', shown.mobile.trim()],
      [
        'Team type',
        optionName([...(options?.teamTypes ?? []), ...nestedOptions(current, 'teamType')], shown.teamTypeId),
      ],
      ['Region', optionName([...(options?.regions ?? []), ...nestedOptions(current, 'region')], shown.regionId)],
      ['Active', yesNo(shown.active)],
    ],
    check: checkMemberForm,
    toInput: toMemberInput,
    create: MemberCreateMutation,
    update: MemberUpdateMutation,
    createdId: (data) => data.createTeamMember.id,
    list: TeamMembersQuery,
    noun: 'user',
    title: (input) => `User ${input.login}`,
    uniqueField: 'login',
    serverErrors: memberServerErrors,
    onClose,
    onSaved,
  });
  const { errors } = form;

  return (
    <>
      {form.conflictDialog}
      <FormDrawer
        open={open}
        title={member ? `Edit ${memberTitle(member)}` : 'Add user'}
        saveLabel="Save user"
        saving={form.saving}
        onClose={onClose}
        onSubmit={form.submit}
      >
        <Stack gap="3">
          <TextField
            label="Login name"
            required
            value={values.login}
            error={errors.login}
            onChange={(login) => set({ login })}
          />
          <TextField
            label="Full name"
            required
            value={values.name}
            error={errors.name}
            onChange={(name) => set({ name })}
          />
          <Grid templateColumns="1fr 1fr" gap="3">
            <TextField
              label="E-mail"
              required
              value={values.email}
              error={errors.email}
              onChange={(email) => set({ email })}
            />
            <TextField
              label="Mobile"
              required
              value={values.mobile}
              error={errors.mobile}
              onChange={(mobile) => set({ mobile })}
            />
            <SelectField
              label="User team type"
              required
              value={values.teamTypeId}
              options={options?.teamTypes ?? []}
              error={errors.teamTypeId}
              onChange={(teamTypeId) => set({ teamTypeId })}
            />
            <SelectField
              label="User region"
              required
              value={values.regionId}
              options={options?.regions ?? []}
              error={errors.regionId}
              onChange={(regionId) => set({ regionId })}
            />
          </Grid>
          <ActiveCheckbox checked={values.active} onChange={(active) => set({ active })} />
          {!member && (
            <Text fontSize="sm" color="fg.muted">
              A new user signs in once a password has been set for them.
            </Text>
          )}
        </Stack>
      </FormDrawer>
    </>
  );
}

/** The current record (the gateway's TeamMember) as form values. */
const fromCurrent = (current: VersionConflict['current']) => formFromMember(current as unknown as ListedMember);
