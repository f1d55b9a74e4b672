// Sign-in at /login and /auth/signin-1: the server's message inline, the user name kept on failure.
import { Button, Field, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { DEFAULT_ROUTE } from '../../app/screen-access';
import { AuthCard } from './AuthCard';
import { SignInMutation } from './auth.documents';

export default function SignInPage() {
  const auth = useAuth();
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [signIn, { loading }] = useMutation(SignInMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const { data } = await signIn({ variables: { username: username.trim(), password } });
      if (!data) throw new Error('Login failed');
      await client.clearStore();
      auth.login({ id: data.login.id, name: data.login.name, login: data.login.login });
      // The GraphQL explorer is a page of its own outside the client's routes (?next=/explorer).
      if (new URLSearchParams(location.search).get('next') === '/explorer') {
        window.location.assign('/explorer');
        return;
      }
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && !from.startsWith('/auth') ? from : DEFAULT_ROUTE, { replace: true });
    } catch (failure) {
      setPassword('');
      setError(failure instanceof Error && failure.message ? failure.message : 'Login failed');
    }
  };

  return (
    <AuthCard title="Sign in">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>Username</Field.Label>
            <Input
              name="username"
              autoComplete="username"
              autoFocus
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          </Field.Root>
          <Field.Root required invalid={Boolean(error)}>
            <Field.Label>Password</Field.Label>
            <Input
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            {error && <Field.ErrorText role="alert">{error}</Field.ErrorText>}
          </Field.Root>
          <Button
            type="submit"
            colorPalette="teal"
            loading={loading}
            disabled={loading || !username.trim() || !password}
          >
            Sign in
          </Button>
          <Text fontSize="sm" color="fg.muted">
            No account?{' '}
            <ChakraLink asChild color="teal.fg">
              <Link to="/auth/signup-1">How to get one</Link>
            </ChakraLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
