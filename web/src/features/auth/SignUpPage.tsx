// Sign-up at /auth/signup-1: accounts are created by an administrator, so this screen says how.
import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { AuthCard } from './AuthCard';

export default function SignUpPage() {
  return (
    <AuthCard title="Request an account">
      <Stack gap="3">
        <Text>Accounts are created by your administrator in Users List, with your team type and region.</Text>
        <Text color="gray.600" fontSize="sm">Ask your manager or the back-office administrator for a login name and a first password.</Text>
        <ChakraLink asChild color="teal.600"><Link to="/auth/signin-1">Back to sign in</Link></ChakraLink>
      </Stack>
    </AuthCard>
  );
}
