// The header's account menu, under the member's name: their own things, which every member may open (access tokens
// for scripts), their password where they may change it, and Log Out.
import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { FiChevronDown, FiKey, FiLogOut, FiTerminal } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import { canOpen } from './screen-access';
import { SCREENS } from './screens';
import { useLogout, useMember } from './session';

export function AccountMenu() {
  const member = useMember();
  const navigate = useNavigate();
  const logout = useLogout();
  const password = canOpen(SCREENS.resetPassword, member.pages, member.mustChangePassword);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Account: ${member.name}`}
          maxW={{ base: 'min(10rem, 100%)', md: '64' }}
        >
          <Text as="span" truncate color="fg.muted">
            {member.name}
          </Text>
          <FiChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.Item value="tokens" onSelect={() => navigate(SCREENS.accessTokens.path)}>
              <FiTerminal /> Access tokens
            </Menu.Item>
            {password && (
              <Menu.Item value="password" onSelect={() => navigate(SCREENS.resetPassword.path)}>
                <FiKey /> Change password
              </Menu.Item>
            )}
            <Menu.Separator />
            <Menu.Item value="logout" onSelect={() => void logout()}>
              <FiLogOut /> Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
