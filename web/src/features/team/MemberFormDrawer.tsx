// Create or edit a team member in a drawer: errors at each field (the server's too), never a password.
import { Button, Checkbox, CloseButton, Drawer, Grid, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { toaster } from '../../app/toaster';
import { SelectField, TextField } from '../../components/FormFields';
import { describeFailure } from '../../components/graphql-errors';
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkMemberForm(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const input = toMemberInput(values);
      if (member) await update({ variables: { id: member.id, input } });
      else await create({ variables: { input } });
      toaster.create({ type: 'success', title: member ? `User ${input.login} saved` : `User ${input.login} added` });
      onClose();
    } catch (error) {
      const failure = describeFailure(error, 'Failed to save the user');
      const bound = failure.code === 'CONFLICT' ? { login: failure.message } : memberServerErrors(failure.fields);
      setErrors(bound);
      if (Object.keys(bound).length === 0) toaster.create({ type: 'error', title: failure.message });
    }
  };

  return (
    <Drawer.Root open={open} size="md" onOpenChange={(event) => { if (!event.open) onClose(); }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <form onSubmit={(event) => void submit(event)} noValidate style={{ display: 'contents' }}>
              <Drawer.Header><Drawer.Title>{member ? `Edit ${member.login}` : 'Add user'}</Drawer.Title></Drawer.Header>
              <Drawer.Body>
                <Stack gap="3">
                  <TextField label="Login name" required value={values.login} error={errors.login} onChange={(login) => set({ login })} />
                  <TextField label="Full name" required value={values.name} error={errors.name} onChange={(name) => set({ name })} />
                  <Grid templateColumns="1fr 1fr" gap="3">
                    <TextField label="E-mail" required value={values.email} error={errors.email} onChange={(email) => set({ email })} />
                    <TextField label="Mobile" required value={values.mobile} error={errors.mobile} onChange={(mobile) => set({ mobile })} />
                    <SelectField label="User team type" required value={values.teamTypeId} options={options?.teamTypes ?? []} error={errors.teamTypeId} onChange={(teamTypeId) => set({ teamTypeId })} />
                    <SelectField label="User region" required value={values.regionId} options={options?.regions ?? []} error={errors.regionId} onChange={(regionId) => set({ regionId })} />
                  </Grid>
                  <Checkbox.Root checked={values.active} onCheckedChange={(event) => set({ active: event.checked === true })}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Active</Checkbox.Label>
                  </Checkbox.Root>
                  {!member && <Text fontSize="sm" color="gray.600">A new user signs in once a password has been set for them.</Text>}
                </Stack>
              </Drawer.Body>
              <Drawer.Footer>
                <Button variant="outline" onClick={onClose}>Cancel</Button>
                <Button type="submit" colorPalette="teal" loading={saving} disabled={saving}>Save user</Button>
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild><CloseButton size="sm" /></Drawer.CloseTrigger>
            </form>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
