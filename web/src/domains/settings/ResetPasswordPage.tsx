// Reset Password (/ResetPassword, the header's account menu): a member changes their own password against the
// rules shown as they type; one who signed in with a one-time password goes on to where they may land.

import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Card, Field, Input, List, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { FiCheck, FiX } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import { MeQuery } from '../../platform/app/me.documents';
import { SCREENS } from '../../platform/app/screens';
import { useMember } from '../../platform/app/session';
import { toaster } from '../../platform/app/toaster';
import { describeFailure } from '../../platform/components/graphql-errors';
import { ChangePasswordMutation } from './settings.documents';

const MIN = 8;

/** Where a member lands: the dashboard when they may open it, else their first screen (this one aside), else the
 *  dashboard. */
function landingPath(pages: readonly string[]): string {
  const open = new Set(pages.map((page) => page.toLowerCase()));
  const screens = Object.values(SCREENS).filter((screen) => screen !== SCREENS.resetPassword);
  const first = [SCREENS.dashboard, ...screens].find((screen) => open.has((screen.page ?? screen.title).toLowerCase()));
  return (first ?? SCREENS.dashboard).path;
}

export default function ResetPasswordPage() {
  const me = useMember();
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string }>({});
  // `me` again afterwards: a member who had to set their own password is free to go on.
  const [change, changing] = useMutation(ChangePasswordMutation);
  const client = useApolloClient();
  const rules = [
    { ok: next.length >= MIN, text: `At least ${MIN} characters` },
    { ok: next.length > 0 && next !== current, text: 'Not the same as the current password' },
    {
      ok: next.length > 0 && !next.toLowerCase().includes(me.login.toLowerCase()),
      text: 'Does not contain your login name',
    },
    { ok: next.length > 0 && next === confirm, text: 'Typed the same twice' },
  ];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: typeof errors = {};
    if (!current) problems.current = 'Enter your current password';
    if (!rules.slice(0, 3).every((rule) => rule.ok)) problems.next = 'The new password does not meet the rules below';
    if (next !== confirm) problems.confirm = 'The two new passwords differ';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    // A member who had to set their own password goes on to where they were headed (the dashboard), not back to
    // an empty form.
    const goOn = me.mustChangePassword;
    try {
      await change({ variables: { oldPassword: current, newPassword: next } });
      setCurrent('');
      setNext('');
      setConfirm('');
      toaster.create({
        type: 'success',
        title: 'Your password was changed',
        description: goOn ? 'You can now use the back office.' : 'Use it the next time you sign in.',
      });
      // `me` as the server now has it, before going on: the gate sends a member it still believes holds a one-time
      // password back here, to a page they may lack.
      // A failed read changes nothing here: the password is changed, and the gate reads `me` again on the way.
      const fresh = Promise.resolve(client.refetchQueries({ include: [MeQuery] })).catch(() => undefined);
      if (goOn) {
        await fresh;
        navigate(landingPath(me.pages), { replace: true });
      }
    } catch (failure) {
      const described = describeFailure(failure, 'Failed to change password');
      const field = described.fields[0]?.field;
      setErrors(
        field === 'oldPassword' || described.message.includes('current password')
          ? { current: described.message }
          : field === 'newPassword'
            ? { next: described.message }
            : {},
      );
      if (!field && !described.message.includes('current password'))
        toaster.create({ type: 'error', title: described.message });
    }
  };
  return (
    <Card.Root maxW="md">
      <Card.Body>
        {me.mustChangePassword && (
          <Text mb="3" color="orange.700" fontWeight="medium">
            You signed in with a one-time password: set your own to continue.
          </Text>
        )}
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="3">
            <Field.Root invalid={Boolean(errors.current)}>
              <Field.Label>Current password</Field.Label>
              <Input
                type="password"
                autoComplete="current-password"
                value={current}
                onChange={(e) => setCurrent(e.target.value)}
              />
              {errors.current && <Field.ErrorText>{errors.current}</Field.ErrorText>}
            </Field.Root>
            <Field.Root invalid={Boolean(errors.next)}>
              <Field.Label>New password</Field.Label>
              <Input
                type="password"
                autoComplete="new-password"
                value={next}
                onChange={(e) => setNext(e.target.value)}
              />
              {errors.next && <Field.ErrorText>{errors.next}</Field.ErrorText>}
            </Field.Root>
            <Field.Root invalid={Boolean(errors.confirm)}>
              <Field.Label>Confirm the new password</Field.Label>
              <Input
                type="password"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
              {errors.confirm && <Field.ErrorText>{errors.confirm}</Field.ErrorText>}
            </Field.Root>
            <List.Root variant="plain" gap="1" aria-label="Password rules">
              {rules.map((rule) => (
                <List.Item key={rule.text} fontSize="sm" color={rule.ok ? 'green.fg' : 'fg.muted'}>
                  <List.Indicator asChild color={rule.ok ? 'green.fg' : 'fg.subtle'}>
                    {rule.ok ? <FiCheck /> : <FiX />}
                  </List.Indicator>
                  {rule.text}
                </List.Item>
              ))}
            </List.Root>
            <Button type="submit" colorPalette="teal" loading={changing.loading} disabled={changing.loading}>
              Change password
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
