// Sign-in at /login and /auth/signin-1: the server's message inline, the user name kept on failure. It sends its
// one mutation without Apollo, which loads with the signed-in shell (a new client, empty, for each sign-in).
import { Button, Field, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { graphqlRequest } from '../../app/graphql-request';
import { DEFAULT_ROUTE } from '../../app/screen-access';
import { AuthCard } from './AuthCard';
import { SignInMutation } from './auth.documents';

export default function SignInPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setLoading(true);
    try {
      const data = await graphqlRequest(SignInMutation, { username: username.trim(), password });
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
      setLoading(false);
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
