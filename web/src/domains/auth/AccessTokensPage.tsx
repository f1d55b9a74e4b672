// Access Tokens (/AccessTokens): any member's tokens for their own scripts (Authorization: Bearer), made here and
// shown once, revoked here; holders of User Permission also see and revoke every member's. Reached from the
// account menu in the header.

import { useQuery } from '@apollo/client/react';
import { Button, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FiPlus } from 'react-icons/fi';
import { canOpen } from '../../platform/app/screen-access';
import { SCREENS } from '../../platform/app/screens';
import { useMember } from '../../platform/app/session';
import { ListScreen } from '../../platform/components/ListScreen';
import { memberTitle } from '../../platform/components/member-tag';
import { AllAccessTokensQuery, MyAccessTokensQuery, TokenMembersQuery } from './access-tokens.documents';
import { NewTokenDialog } from './NewTokenDialog';
import { TokenShownOnce } from './TokenShownOnce';
import { TokenTable } from './TokenTable';

/** What a token is for, where a member has none yet. */
function WhatATokenIsFor({ onNew }: { onNew: () => void }) {
  return (
    <Stack gap="3" align="center" maxW="xl" textAlign="center">
      <Text color="fg.muted" fontSize="sm">
        An access token lets your own scripts, notebooks and spreadsheets query the back office's API as you.
        <br />
        They send it as <code>Authorization: Bearer</code>: no password is stored in them. It can be read-only, open
        only some of your pages, and it expires; revoke it here the moment it is not needed. The analysts' guide
        (docs/analysts.md) has queries to start from.
      </Text>
      <Button size="sm" colorPalette="teal" onClick={onNew}>
        <FiPlus /> New token
      </Button>
    </Stack>
  );
}

function MyTokens() {
  const [formOpen, setFormOpen] = useState(false);
  const [made, setMade] = useState<{ token: string; name: string } | null>(null);
  const { data, loading, error, refetch } = useQuery(MyAccessTokensQuery);
  const tokens = data?.accessTokens;
  const open = () => setFormOpen(true);
  return (
    <ListScreen
      overlays={
        <>
          <NewTokenDialog
            open={formOpen}
            onClose={() => setFormOpen(false)}
            onCreated={(token) => {
              setFormOpen(false);
              setMade(token);
            }}
          />
          <TokenShownOnce made={made} onClose={() => setMade(null)} />
        </>
      }
      loading={loading && !tokens}
      error={!tokens && error}
      errorMessage="Failed to fetch your access tokens."
      onRetry={() => void refetch()}
      empty={tokens?.length === 0}
      emptyTitle="No access tokens yet"
      emptyAction={<WhatATokenIsFor onNew={open} />}
    >
      {tokens && (
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            Tokens for your scripts: each acts as you, within the pages it names and those you hold now. Its text is
            shown once, when it is made.
          </Text>
          <TokenTable
            caption="Your access tokens"
            listId="access-tokens"
            tokens={tokens}
            actions={
              <Button size="sm" colorPalette="teal" onClick={open}>
                <FiPlus /> New token
              </Button>
            }
          />
        </Stack>
      )}
    </ListScreen>
  );
}

function AllMembersTokens() {
  const { data, loading, error, refetch } = useQuery(AllAccessTokensQuery);
  const tokens = data?.allAccessTokens;
  // Names are a nicety: until they come (or if they fail) a token names its member by id.
  const named = useQuery(TokenMembersQuery).data?.members.items;
  const members = new Map((named ?? []).map((member) => [member.id, member]));
  const memberOf = (token: { memberId: number }) => {
    const member = members.get(token.memberId);
    return member ? memberTitle(member) : `Member ID ${token.memberId}`;
  };
  return (
    <ListScreen
      loading={loading && !tokens}
      error={!tokens && error}
      errorMessage="Failed to fetch the members' access tokens."
      onRetry={() => void refetch()}
      empty={tokens?.length === 0}
      emptyTitle="No member has an access token"
    >
      {tokens && (
        <TokenTable caption="All members' tokens" listId="all-access-tokens" tokens={tokens} memberOf={memberOf} />
      )}
    </ListScreen>
  );
}

export default function AccessTokensPage() {
  const member = useMember();
  const administers = canOpen(SCREENS.userPermission, member.pages);
  if (!administers) return <MyTokens />;
  return (
    <Tabs.Root defaultValue="mine" lazyMount variant="line">
      <Tabs.List mb="3">
        <Tabs.Trigger value="mine">My tokens</Tabs.Trigger>
        <Tabs.Trigger value="all">All members' tokens</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="mine" p="0">
        <MyTokens />
      </Tabs.Content>
      <Tabs.Content value="all" p="0">
        <AllMembersTokens />
      </Tabs.Content>
    </Tabs.Root>
  );
}
