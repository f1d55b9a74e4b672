// The "New token" form: a name, read-only (checked unless the member allows writes), some of the member's own
// pages or all of them, and its days. Checked before sending; what the server refuses is told under its field
// and nothing typed is lost.

import { useMutation } from '@apollo/client/react';
import { Box, Button, Checkbox, CloseButton, Dialog, Field, Flex, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useMember } from '../../platform/app/session';
import { toaster } from '../../platform/app/toaster';
import { describeFailure } from '../../platform/components/graphql-errors';
import { CreateAccessTokenMutation, MyAccessTokensQuery } from './access-tokens.documents';
import { PagePicker } from './PagePicker';
import {
  checkTokenForm,
  DAYS_MAX,
  DAYS_MIN,
  emptyTokenForm,
  FORM_FIELD,
  NAME_MAX,
  type TokenForm,
  type TokenFormErrors,
  tokenVariables,
} from './token-form';

interface NewTokenDialogProps {
  open: boolean;
  onClose: () => void;
  /** The token made, with its name: shown once by the caller. */
  onCreated: (made: { token: string; name: string }) => void;
}

export function NewTokenDialog({ open, onClose, onCreated }: NewTokenDialogProps) {
  const member = useMember();
  const [form, setForm] = useState<TokenForm>(emptyTokenForm);
  const [errors, setErrors] = useState<TokenFormErrors>({});
  // Never cached: the token's text lives only in the dialog that shows it once.
  const [create, creating] = useMutation(CreateAccessTokenMutation, {
    fetchPolicy: 'no-cache',
    refetchQueries: [MyAccessTokensQuery],
    awaitRefetchQueries: true,
  });
  const change = <K extends keyof TokenForm>(key: K, value: TokenForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (key === 'name' || key === 'pages' || key === 'days') setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkTokenForm(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const { data } = await create({ variables: tokenVariables(form) });
      if (!data) throw new Error('no answer');
      onCreated({ token: data.createAccessToken.token, name: data.createAccessToken.record.name });
      setForm(emptyTokenForm());
      setErrors({});
    } catch (failure) {
      const described = describeFailure(failure, 'Failed to make the access token. Try again.');
      const field = FORM_FIELD[described.fields[0]?.field ?? ''];
      if (field) setErrors({ [field]: described.fields[0]?.message ?? described.message });
      else toaster.create({ type: 'error', title: described.message });
    }
  };

  return (
    <Dialog.Root
      open={open}
      size="lg"
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Dialog.Header>
                <Dialog.Title>New access token</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root invalid={Boolean(errors.name)} required>
                    <Field.Label>
                      Name
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      size="sm"
                      value={form.name}
                      maxLength={NAME_MAX * 2}
                      placeholder="What the script is, e.g. Nightly sales export"
                      onChange={(event) => change('name', event.target.value)}
                    />
                    {errors.name ? (
                      <Field.ErrorText>{errors.name}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>So you know which script holds it.</Field.HelperText>
                    )}
                  </Field.Root>
                  <Checkbox.Root
                    checked={form.readOnly}
                    onCheckedChange={(event) => change('readOnly', event.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Read-only (it can query, never change anything)</Checkbox.Label>
                  </Checkbox.Root>
                  <PagePicker
                    held={member.pages}
                    chosen={form.pages}
                    error={errors.pages}
                    onChange={(pages) => change('pages', pages)}
                  />
                  <Field.Root invalid={Boolean(errors.days)} required maxW="14rem">
                    <Field.Label>
                      Expires in (days)
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      size="sm"
                      type="number"
                      inputMode="numeric"
                      min={DAYS_MIN}
                      max={DAYS_MAX}
                      value={form.days}
                      onChange={(event) => change('days', event.target.value)}
                    />
                    {errors.days ? (
                      <Field.ErrorText>{errors.days}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>
                        {DAYS_MIN} to {DAYS_MAX}
                      </Field.HelperText>
                    )}
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Flex gap="2" justify="flex-end" width="100%" align="center">
                  <Box flex="1">
                    {Object.values(errors).some(Boolean) && (
                      <Text fontSize="sm" color="fg.error">
                        Fix the fields marked above.
                      </Text>
                    )}
                  </Box>
                  <Button variant="outline" onClick={onClose}>
                    Cancel
                  </Button>
                  <Button type="submit" colorPalette="teal" loading={creating.loading}>
                    Create token
                  </Button>
                </Flex>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
