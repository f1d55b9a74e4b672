// Create or edit a team member in a drawer: errors at each field (the server's too), never a password.
import { Grid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ActiveCheckbox, FormDrawer } from '../../components/FormShell';
import { saveForm } from '../../components/save-form';
import { SelectField, TextField } from '../../components/FormFields';
import { checkMemberForm, EMPTY_MEMBER, formFromMember, memberServerErrors, toMemberInput, type ListedMember, type MemberFormErrors, type MemberFormValues } from './member-form';
import { MemberCreateMutation, MemberUpdateMutation, TeamFormOptionsQuery } from './team.documents';

export function MemberFormDrawer({ member, onClose }: { member: ListedMember | null | undefined; onClose: () => void }) {
  const open = member !== undefined;
  const [values, setValues] = useState<MemberFormValues>(EMPTY_MEMBER);
  const [errors, setErrors] = useState<MemberFormErrors>({});
  useEffect(() => {
    if (!open) return;
    setValues(member ? formFromMember(member) : EMPTY_MEMBER);
    setErrors({});
  }, [open, member]);
  const options = useQuery(TeamFormOptionsQuery, { skip: !open }).data;
  const refetchQueries = ['TeamMembers'];
  const [create, creating] = useMutation(MemberCreateMutation, { refetchQueries });
  const [update, updating] = useMutation(MemberUpdateMutation, { refetchQueries });
  const saving = creating.loading || updating.loading;
  const set = (change: Partial<MemberFormValues>) => setValues((current) => ({ ...current, ...change }));

  const submit = () => {
    const input = toMemberInput(values);
    return saveForm<MemberFormErrors>({
      problems: checkMemberForm(values), setErrors,
      save: () => (member ? update({ variables: { id: member.id, input } }) : create({ variables: { input } })),
      success: member ? `User ${input.login} saved` : `User ${input.login} added`, failure: 'Failed to save the user',
      bind: (failure) => (failure.code === 'CONFLICT' ? { login: failure.message } : memberServerErrors(failure.fields)), onDone: onClose,
    });
  };

  return (
    <FormDrawer open={open} title={member ? `Edit ${member.login}` : 'Add user'} saveLabel="Save user" saving={saving} onClose={onClose} onSubmit={submit}>
      <Stack gap="3">
        <TextField label="Login name" required value={values.login} error={errors.login} onChange={(login) => set({ login })} />
        <TextField label="Full name" required value={values.name} error={errors.name} onChange={(name) => set({ name })} />
        <Grid templateColumns="1fr 1fr" gap="3">
          <TextField label="E-mail" required value={values.email} error={errors.email} onChange={(email) => set({ email })} />
          <TextField label="Mobile" required value={values.mobile} error={errors.mobile} onChange={(mobile) => set({ mobile })} />
          <SelectField label="User team type" required value={values.teamTypeId} options={options?.teamTypes ?? []} error={errors.teamTypeId} onChange={(teamTypeId) => set({ teamTypeId })} />
          <SelectField label="User region" required value={values.regionId} options={options?.regions ?? []} error={errors.regionId} onChange={(regionId) => set({ regionId })} />
        </Grid>
        <ActiveCheckbox checked={values.active} onChange={(active) => set({ active })} />
        {!member && <Text fontSize="sm" color="gray.600">A new user signs in once a password has been set for them.</Text>}
      </Stack>
    </FormDrawer>
  );
}
