// Apollo plugin: what an access token's session may not do, refused before any field runs. A read-only token
// sends no mutation at all; no token signs in or out, changes a password or makes or revokes tokens (those
// stay with the member's own sign-in).
import type { ApolloServerPlugin } from '@apollo/server';
import { Kind } from 'graphql';
import type { Context } from '../graphql/context.js';
import { gatewayError } from '../graphql/errors.js';

const NEVER_BY_TOKEN = new Set(['login', 'logout', 'changePassword', 'createAccessToken', 'revokeAccessToken']);

const refused = (message: string) => gatewayError('FORBIDDEN', message, { http: { status: 403 } });

export function accessTokenPlugin(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation }) {
          const token = contextValue.session?.token;
          if (!token || operation?.operation !== 'mutation') return;
          if (token.readOnly) throw refused('This token is read-only');
          for (const selection of operation.selectionSet.selections) {
            if (selection.kind !== Kind.FIELD || NEVER_BY_TOKEN.has(selection.name.value))
              throw refused('An access token cannot do this: sign in');
          }
        },
      };
    },
  };
}
