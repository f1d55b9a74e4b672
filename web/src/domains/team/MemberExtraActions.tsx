// More actions of a Users List row: issue a one-time password (after a confirmation, optionally
// e-mailed as an invitation; shown once, with a copy button) and, for those who may open it, the
// member's page permissions.

import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, CloseButton, Code, Dialog, HStack, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FiKey, FiShield } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { canOpen } from '../../platform/app/screen-access';
import { SCREENS } from '../../platform/app/screens';
import { useMember } from '../../platform/app/session';
import { toaster } from '../../platform/app/toaster';
import { describeFailure } from '../../platform/components/graphql-errors';
import { memberTitle } from '../../platform/components/member-tag';
import { ResetMemberPasswordMutation } from './onboarding.documents';

export function MemberExtraActions({ member }: { member: { id: number; login: string | null; name: string } }) {
  const me = useMember();
  // Holders of Users List see logins; the name stands in should one be withheld.
  const who = memberTitle(member);
  const [confirming, setConfirming] = useState(false);
  // Held only while the dialog is open: closing it forgets the password.
  const [password, setPassword] = useState<string | null>(null);
  const [invite, setInvite] = useState(false);
  const [invitedTo, setInvitedTo] = useState<string | null>(null);
  const [reset, resetting] = useMutation(ResetMemberPasswordMutation);
  const issue = async () => {
    try {
      const result = await reset({ variables: { id: member.id, sendInvitation: invite } });
      setInvitedTo(result.data?.resetTeamMemberPassword.invitationSentTo ?? null);
      setPassword(result.data?.resetTeamMemberPassword.password ?? null);
    } catch (error) {
      toaster.create({ type: 'error', title: describeFailure(error, 'Failed to reset the password').message });
    } finally {
      setConfirming(false);
    }
  };
  const copy = () =>
    navigator.clipboard
      .writeText(password ?? '')
      .then(() => toaster.create({ type: 'success', title: 'Password copied' }))
      .catch(() => toaster.create({ type: 'error', title: 'Could not copy: select the password and copy it' }));

  return (
    <HStack gap="0.5">
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={`Reset password of ${who}`}
        title="Reset password"
        onClick={() => setConfirming(true)}
      >
        <FiKey />
      </IconButton>
      {canOpen(SCREENS.userPermission, me.pages) && (
        <IconButton asChild size="xs" variant="ghost" aria-label={`Permissions of ${who}`} title="Permissions">
          <Link to={`/UserPermission?member=${member.id}`}>
            <FiShield />
          </Link>
        </IconButton>
      )}
      <Dialog.Root
        open={confirming}
        role="alertdialog"
        onOpenChange={(event) => {
          if (!event.open) setConfirming(false);
        }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Reset password?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text>
                    Give {who} a one-time password? Their current password stops working; at their next sign-in they set
                    their own.
                  </Text>
                  <Checkbox.Root checked={invite} onCheckedChange={(event) => setInvite(event.checked === true)}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Send an invitation e-mail with the password</Checkbox.Label>
                  </Checkbox.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setConfirming(false)}>
                  Cancel
                </Button>
                <Button colorPalette="red" loading={resetting.loading} onClick={() => void issue()}>
                  Reset password
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <Dialog.Root
        open={password !== null}
        onOpenChange={(event) => {
          if (!event.open) setPassword(null);
        }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>One-time password for {who}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Code fontSize="lg" p="2" aria-label="One-time password" userSelect="all">
                    {password}
                  </Code>
                  {invite && (
                    <Text fontSize="sm" role="status">
                      {invitedTo ? `Invitation e-mailed to ${invitedTo}.` : 'The invitation e-mail could not be sent.'}
                    </Text>
                  )}
                  <Text fontSize="sm" color="fg.muted">
                    Shown only now. Hand it to {member.name} in person or by a trusted channel; they set their own
                    password when they first sign in.
                  </Text>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => void copy()}>
                  Copy
                </Button>
                <Button colorPalette="teal" onClick={() => setPassword(null)}>
                  Done
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </HStack>
  );
}
