// Store Grade By Brand, Report Email Recipient, Setup Manager By Brand, User Permission and Reset
// Password: each a small screen that saves a change at once and says so.

import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Card,
  CloseButton,
  Field,
  Flex,
  HStack,
  IconButton,
  Input,
  List,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
} from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { FiCheck, FiPlus, FiX } from 'react-icons/fi';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MeQuery } from '../../platform/app/me.documents';
import { SCREENS } from '../../platform/app/screens';
import { useMember } from '../../platform/app/session';
import { toaster } from '../../platform/app/toaster';
import { TextField } from '../../platform/components/FormFields';
import { describeFailure } from '../../platform/components/graphql-errors';
import { memberTag } from '../../platform/components/member-tag';
import { readAddresses } from '../../platform/components/reports/EmailReportDialog';
import { SearchPicker } from '../../platform/components/SearchPicker';
import { EmptyState, ErrorState, LoadingRows } from '../../platform/components/States';
import {
  BrandManagersQuery,
  ChangePasswordMutation,
  PermissionMembersQuery,
  PermissionsQuery,
  ReportRecipientsQuery,
  SetBrandManagerMutation,
  SetReportRecipientMutation,
  UpdatePermissionMutation,
} from './settings.documents';
import { TeamTypeRoles } from './TeamTypeRoles';

const fail = (failure: unknown, fallback: string) =>
  toaster.create({ type: 'error', title: describeFailure(failure, fallback).message });

export { StoreGradeByBrandPage } from './StoreGradeByBrandPage';

export function ReportRecipientPage() {
  const { data, loading, error, refetch } = useQuery(ReportRecipientsQuery);
  const [setRecipient, saving] = useMutation(SetReportRecipientMutation, {
    refetchQueries: [ReportRecipientsQuery],
    awaitRefetchQueries: true,
  });
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const add = async (event: FormEvent, reportId: number) => {
    event.preventDefault();
    const { addresses, problem } = readAddresses(drafts[reportId] ?? '');
    const single = addresses.length === 1 ? undefined : 'Enter one e-mail address';
    if (problem ?? single) return setErrors({ ...errors, [reportId]: problem ?? single! });
    try {
      await setRecipient({ variables: { reportId, email: addresses[0]!, add: true } });
      setDrafts({ ...drafts, [reportId]: '' });
      setErrors({ ...errors, [reportId]: '' });
      toaster.create({ type: 'success', title: `${addresses[0]} will receive the report` });
    } catch (failure) {
      setErrors({ ...errors, [reportId]: describeFailure(failure, 'Failed to add the recipient').message });
    }
  };
  if (error)
    return <ErrorState failure={error} message="Failed to fetch report recipients." onRetry={() => void refetch()} />;
  if (loading && !data) return <LoadingRows />;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      {(data?.reportRecipients ?? []).map((report) => (
        <Card.Root key={report.id} aria-label={report.name}>
          <Card.Header>
            <Text fontWeight="semibold">{report.name}</Text>
          </Card.Header>
          <Card.Body>
            <List.Root gap="1" variant="plain" mb="3">
              {report.recipients.length === 0 && (
                <Text fontSize="sm" color="fg.muted">
                  No recipients: the report goes to the configured address.
                </Text>
              )}
              {report.recipients.map((email) => (
                <List.Item key={email}>
                  <HStack justify="space-between" w="100%">
                    <Text fontSize="sm">{email}</Text>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={`Remove ${email}`}
                      disabled={saving.loading}
                      onClick={() =>
                        setRecipient({ variables: { reportId: report.id, email, add: false } })
                          .then(() => toaster.create({ type: 'success', title: `${email} removed` }))
                          .catch((failure: unknown) => fail(failure, 'Failed to remove the recipient'))
                      }
                    >
                      <FiX />
                    </IconButton>
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
            <form onSubmit={(event) => void add(event, report.id)} noValidate>
              <Flex gap="2" align="flex-start">
                <TextField
                  label="Add a recipient"
                  value={drafts[report.id] ?? ''}
                  error={errors[report.id] || undefined}
                  onChange={(value) => setDrafts({ ...drafts, [report.id]: value })}
                />
                <Button type="submit" size="sm" mt="6" colorPalette="teal" loading={saving.loading}>
                  <FiPlus /> Add
                </Button>
              </Flex>
            </form>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

export function SetupManagerByBrandPage() {
  const { data, loading, error, refetch } = useQuery(BrandManagersQuery);
  const [setManager, saving] = useMutation(SetBrandManagerMutation, {
    refetchQueries: [BrandManagersQuery],
    awaitRefetchQueries: true,
  });
  const [adding, setAdding] = useState<Record<number, number>>({});
  if (error)
    return (
      <ErrorState failure={error} message="Failed to fetch the managers by brand." onRetry={() => void refetch()} />
    );
  if (loading && !data) return <LoadingRows />;
  const change = (brandId: number, teamMemberId: number, add: boolean, label: string) =>
    setManager({ variables: { brandId, teamMemberId, add } })
      .then(() => toaster.create({ type: 'success', title: label }))
      .catch((failure: unknown) => fail(failure, 'Failed to change the manager'));
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4">
      <Table.Root size="sm" aria-label="Managers by brand">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Brand</Table.ColumnHeader>
            <Table.ColumnHeader>Managers</Table.ColumnHeader>
            <Table.ColumnHeader>Add a manager</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(data?.brandOptions ?? []).map((brand) => {
            const managers = (data?.brandManagers ?? []).filter((row) => row.brand?.id === brand.id);
            return (
              <Table.Row key={brand.id}>
                <Table.Cell>{brand.name}</Table.Cell>
                <Table.Cell>
                  <Flex gap="1" wrap="wrap">
                    {managers.length === 0 && (
                      <Text fontSize="xs" color="fg.muted">
                        None
                      </Text>
                    )}
                    {managers.map((row) => (
                      <Badge key={row.manager?.id} colorPalette="teal">
                        {row.manager?.name}
                        <CloseButton
                          size="2xs"
                          aria-label={`Remove ${row.manager?.name} from ${brand.name}`}
                          disabled={saving.loading}
                          onClick={() =>
                            void change(
                              brand.id,
                              row.manager!.id,
                              false,
                              `${row.manager?.name} no longer manages ${brand.name}`,
                            )
                          }
                        />
                      </Badge>
                    ))}
                  </Flex>
                </Table.Cell>
                <Table.Cell>
                  <HStack>
                    <NativeSelect.Root size="xs" width="44">
                      <NativeSelect.Field
                        aria-label={`Manager to add to ${brand.name}`}
                        value={String(adding[brand.id] ?? 0)}
                        onChange={(event) => setAdding({ ...adding, [brand.id]: Number(event.target.value) })}
                      >
                        <option value="0">Choose…</option>
                        {(data?.managers.items ?? [])
                          .filter((m) => !managers.some((row) => row.manager?.id === m.id))
                          .map((m) => (
                            <option key={m.id} value={m.id}>
                              {m.name}
                            </option>
                          ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <IconButton
                      size="xs"
                      aria-label={`Add the manager to ${brand.name}`}
                      disabled={!adding[brand.id] || saving.loading}
                      onClick={() =>
                        void change(brand.id, adding[brand.id]!, true, `Manager set up for ${brand.name}`).then(() =>
                          setAdding({ ...adding, [brand.id]: 0 }),
                        )
                      }
                    >
                      <FiPlus />
                    </IconButton>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

export function UserPermissionPage() {
  const [params, setParams] = useSearchParams();
  const member = Number(params.get('member')) || 0;
  const members = useQuery(PermissionMembersQuery).data?.members.items ?? [];
  const { data, loading, error, refetch } = useQuery(PermissionsQuery, {
    variables: { teamMemberId: member },
    skip: !member,
  });
  const [update] = useMutation(UpdatePermissionMutation, { refetchQueries: [PermissionsQuery, MeQuery] });
  const [pending, setPending] = useState<number | null>(null);
  const me = useMember();
  const chosen = members.find((m) => m.id === member);
  return (
    <>
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4">
        <SearchPicker
          label="Team member"
          allLabel="Choose a team member…"
          value={member}
          options={members.map((m) => ({ id: m.id, name: m.name, code: memberTag(m), detail: m.teamType?.name }))}
          onChange={(value) => {
            const next = new URLSearchParams(params);
            if (value) next.set('member', String(value));
            else next.delete('member');
            setParams(next);
          }}
        />
        <Box mt="4">
          {!member && <EmptyState title="Choose a team member to see their pages" />}
          {member > 0 && error && (
            <ErrorState failure={error} message="Failed to fetch permissions." onRetry={() => void refetch()} />
          )}
          {member > 0 && loading && !data && <LoadingRows />}
          {member > 0 && data && (
            <SimpleGrid
              columns={{ base: 1, md: 2, xl: 3 }}
              gap="2"
              role="list"
              aria-label={`Pages of ${chosen?.name ?? 'the member'}`}
            >
              {data.permissions.map((row) => {
                const who = chosen?.name ?? 'the member';
                // A page inside an allowed group is open whatever its own switch (the gateway's rule): shown on, fixed.
                const through = row.openThrough;
                const opened = data.permissions.filter((one) => one.openThrough === row.page).length;
                return (
                  <Flex
                    key={row.id}
                    role="listitem"
                    justify="space-between"
                    align="center"
                    gap="2"
                    borderWidth="1px"
                    rounded="md"
                    px="3"
                    py="2"
                  >
                    <Stack gap="0" minW="0">
                      <Text fontSize="sm">{row.page}</Text>
                      {through && (
                        <Text fontSize="xs" color="fg.muted">
                          On through {through}
                        </Text>
                      )}
                      {!through && row.allowed && opened > 0 && (
                        <Text fontSize="xs" color="fg.muted">
                          Opens its {opened} {opened === 1 ? 'page' : 'pages'}
                        </Text>
                      )}
                    </Stack>
                    <Switch.Root
                      checked={through ? true : row.allowed}
                      disabled={
                        Boolean(through) || pending === row.id || (member === me.id && row.page === 'User Permission')
                      }
                      onCheckedChange={(event) => {
                        setPending(row.id);
                        update({ variables: { teamMemberId: member, permissionId: row.id, allowed: event.checked } })
                          .then(() =>
                            toaster.create({
                              type: 'success',
                              title: `${row.page} ${event.checked ? 'allowed' : 'turned off'} for ${who}`,
                            }),
                          )
                          .catch((failure: unknown) => fail(failure, 'Failed to update the permission'))
                          .finally(() => setPending(null));
                      }}
                    >
                      <Switch.HiddenInput
                        aria-label={`${row.page} for ${who}`}
                        aria-description={through ? `On through ${through}` : undefined}
                      />
                      <Switch.Control />
                    </Switch.Root>
                  </Flex>
                );
              })}
            </SimpleGrid>
          )}
        </Box>
      </Box>
      <TeamTypeRoles />
    </>
  );
}

const MIN = 8;

/** Where a member lands: the dashboard when they may open it, else their first screen (this one aside), else the
 *  dashboard. */
function landingPath(pages: readonly string[]): string {
  const open = new Set(pages.map((page) => page.toLowerCase()));
  const screens = Object.values(SCREENS).filter((screen) => screen !== SCREENS.resetPassword);
  const first = [SCREENS.dashboard, ...screens].find((screen) => open.has((screen.page ?? screen.title).toLowerCase()));
  return (first ?? SCREENS.dashboard).path;
}

export function ResetPasswordPage() {
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
      if (goOn) {
        // Free to go on at once (the page itself may be one they lack), then `me` as the server now has it.
        client.cache.updateQuery({ query: MeQuery }, (data) =>
          data ? { ...data, me: { ...data.me, mustChangePassword: false } } : data,
        );
        navigate(landingPath(me.pages), { replace: true });
      }
      void client.refetchQueries({ include: [MeQuery] });
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
