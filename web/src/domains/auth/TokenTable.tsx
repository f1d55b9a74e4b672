// A list of access tokens: what each allows, when it expires, was made and last used, whether it is revoked, and
// Revoke behind a confirmation naming it. The administrators' list adds each token's member.

import { useMutation } from '@apollo/client/react';
import { Badge, Button } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import type { AccessTokenFieldsFragment } from '../../gql/graphql';
import { toaster } from '../../platform/app/toaster';
import { ConfirmDialog } from '../../platform/components/ConfirmDialog';
import { type DataColumn, DataTable } from '../../platform/components/DataTable';
import { describeFailure } from '../../platform/components/graphql-errors';
import { type NumberFormats, useNumberFormats } from '../../platform/components/reports/format';
import { AllAccessTokensQuery, MyAccessTokensQuery, RevokeAccessTokenMutation } from './access-tokens.documents';
import { pagesText, tokenState } from './token-form';

/** A token as either list has it: the administrators' list leaves out its pages. */
type Token = Omit<AccessTokenFieldsFragment, 'pages'> & { pages?: readonly string[] };

const STATE_COLOUR = { Active: 'green', Expired: 'gray', Revoked: 'red' } as const;

function columns(
  { dateTime }: NumberFormats,
  memberOf: ((token: Token) => string) | undefined,
  revoke: (token: Token) => void,
): DataColumn<Token>[] {
  return [
    ...(memberOf ? [{ key: 'member', label: 'Member', always: true, value: memberOf }] : []),
    { key: 'name', label: 'Name', always: true, value: (t) => t.name },
    { key: 'access', label: 'Access', value: (t) => (t.readOnly ? 'Read-only' : 'Read-write') },
    ...(memberOf ? [] : [{ key: 'pages', label: 'Pages', value: (t: Token) => pagesText(t.pages ?? []) }]),
    { key: 'expires', label: 'Expires', value: (t) => dateTime(t.expiresAt) },
    { key: 'created', label: 'Created', wideOnly: true, value: (t) => dateTime(t.createdAt) },
    { key: 'used', label: 'Last used', value: (t) => (t.lastUsedAt ? dateTime(t.lastUsedAt) : 'Never') },
    {
      key: 'state',
      label: 'Status',
      value: (t) => (t.revokedAt ? `Revoked ${dateTime(t.revokedAt)}` : tokenState(t)),
      render: (t) => {
        const state = tokenState(t);
        return (
          <Badge colorPalette={STATE_COLOUR[state]} title={t.revokedAt ? dateTime(t.revokedAt) : undefined}>
            {state === 'Revoked' && t.revokedAt ? `Revoked ${dateTime(t.revokedAt)}` : state}
          </Badge>
        );
      },
    },
    {
      key: 'actions',
      label: 'Actions',
      always: true,
      noCsv: true,
      value: () => '',
      render: (t) =>
        t.revokedAt ? null : (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Revoke ${t.name}`}
            onClick={() => revoke(t)}
          >
            Revoke
          </Button>
        ),
    },
  ];
}

interface TokenTableProps {
  caption: string;
  listId: string;
  tokens: readonly Token[];
  /** The administrators' list: who each token belongs to. */
  memberOf?: (token: Token) => string;
  /** Buttons beside the column chooser (New token). */
  actions?: ReactNode;
}

export function TokenTable({ caption, listId, tokens, memberOf, actions }: TokenTableProps) {
  const formats = useNumberFormats();
  const [asked, setAsked] = useState<Token | null>(null);
  const [revoke, revoking] = useMutation(RevokeAccessTokenMutation, {
    refetchQueries: [MyAccessTokensQuery, ...(memberOf ? [AllAccessTokensQuery] : [])],
    awaitRefetchQueries: true,
  });
  const confirm = async (token: Token) => {
    try {
      await revoke({ variables: { id: token.id } });
      toaster.create({ type: 'success', title: `Token "${token.name}" revoked`, description: 'It stopped at once.' });
    } catch (failure) {
      toaster.create({ type: 'error', title: describeFailure(failure, 'Failed to revoke the token').message });
    } finally {
      setAsked(null);
    }
  };
  const whose = asked && memberOf ? ` of ${memberOf(asked)}` : '';
  return (
    <>
      <DataTable
        caption={caption}
        listId={listId}
        columns={columns(formats, memberOf, setAsked)}
        rows={tokens}
        rowKey={(token) => token.id}
        actions={actions}
      />
      <ConfirmDialog
        open={asked !== null}
        title="Revoke this token?"
        body={
          asked
            ? `Revoke "${asked.name}"${whose}? Scripts that send it are refused from now on. This cannot be undone.`
            : ''
        }
        confirmLabel="Revoke token"
        busy={revoking.loading}
        onConfirm={() => asked && void confirm(asked)}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}
