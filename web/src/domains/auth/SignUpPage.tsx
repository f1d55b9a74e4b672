// Sign-up at /auth/signup-1: a request for access (name, login, e-mail, mobile, region) that an
// administrator approves on the Users List. The answer never says whether a login name is taken.

import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Link as ChakraLink, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../platform/app/auth';
import { describeFailure } from '../../platform/components/graphql-errors';
import { RequestAccessMutation, SignUpRegionsQuery } from '../team/onboarding.documents';
import { AuthCard } from './AuthCard';

const EMPTY = { name: '', login: '', email: '', mobile: '', regionId: 0 };
type Form = typeof EMPTY;
const LABELS: [keyof Omit<Form, 'regionId'>, string, string][] = [
  ['name', 'Full name', 'name'],
  ['login', 'Login name', 'username'],
  ['email', 'E-mail', 'email'],
  ['mobile', 'Mobile', 'tel'],
];

export default function SignUpPage() {
  const auth = useAuth();
  const regions = useQuery(SignUpRegionsQuery).data?.signUpRegions ?? [];
  const [form, setForm] = useState(EMPTY);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [request, requesting] = useMutation(RequestAccessMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await request({ variables: { input: form } });
      auth.register({ id: 0, name: form.name.trim(), login: form.login.trim() });
      setSent(true);
    } catch (failure) {
      const described = describeFailure(failure, 'Failed to send the request');
      setProblems(Object.fromEntries(described.fields.map((problem) => [problem.field, problem.message])));
      if (described.fields.length === 0) setError(described.message);
    }
  };

  if (sent) {
    return (
      <AuthCard title="Request sent">
        <Stack gap="3">
          <Text role="status">
            Thank you. An administrator will look at your request and give you a first password.
          </Text>
          <ChakraLink asChild color="teal.fg">
            <Link to="/auth/signin-1">Back to sign in</Link>
          </ChakraLink>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Request an account">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Request an account">
        <Stack gap="3">
          {LABELS.map(([key, label, autoComplete]) => (
            <Field.Root key={key} required invalid={Boolean(problems[key])}>
              <Field.Label>{label}</Field.Label>
              <Input
                autoComplete={autoComplete}
                value={form[key]}
                onChange={(event) => setForm({ ...form, [key]: event.target.value })}
              />
              {problems[key] && <Field.ErrorText>{problems[key]}</Field.ErrorText>}
            </Field.Root>
          ))}
          <Field.Root required invalid={Boolean(problems.regionId)}>
            <Field.Label>Region</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={String(form.regionId)}
                onChange={(event) => setForm({ ...form, regionId: Number(event.target.value) })}
              >
                <option value="0">Choose…</option>
                {regions.map((region) => (
                  <option key={region.id} value={region.id}>
                    {region.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {problems.regionId && <Field.ErrorText>{problems.regionId}</Field.ErrorText>}
          </Field.Root>
          {error && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {error}
            </Text>
          )}
          <Button type="submit" colorPalette="teal" loading={requesting.loading}>
            Request access
          </Button>
          <ChakraLink asChild color="teal.fg" fontSize="sm">
            <Link to="/auth/signin-1">Back to sign in</Link>
          </ChakraLink>
        </Stack>
      </form>
    </AuthCard>
  );
}
