// Access tokens for a member's scripts: their own (every member), everyone's (User Permission), make and revoke.
import { graphql } from '../../gql';

export const AccessTokenFields = graphql(`
  fragment AccessTokenFields on AccessToken {
    id memberId name readOnly pages expiresAt createdAt lastUsedAt revokedAt
  }
`);

export const MyAccessTokensQuery = graphql(`
  query MyAccessTokens { accessTokens { ...AccessTokenFields } }
`);

/** Without each token's pages: with them, up to 10,000 tokens of up to 100 pages pass the query's cost budget. */
export const AllAccessTokensQuery = graphql(`
  query AllAccessTokens {
    allAccessTokens { id memberId name readOnly expiresAt createdAt lastUsedAt revokedAt }
  }
`);

/** Apart from the tokens: the two lists' row estimates together pass one query's cost budget. */
export const TokenMembersQuery = graphql(`
  query TokenMembers { members: teamMembers(filter: { active: true }, limit: 1000) { items { id name login } } }
`);

export const CreateAccessTokenMutation = graphql(`
  mutation CreateAccessToken($name: String!, $pages: [String!]!, $readOnly: Boolean!, $expiresInDays: Int!) {
    createAccessToken(name: $name, pages: $pages, readOnly: $readOnly, expiresInDays: $expiresInDays) {
      token
      record { ...AccessTokenFields }
    }
  }
`);

export const RevokeAccessTokenMutation = graphql(`
  mutation RevokeAccessToken($id: Int!) { revokeAccessToken(id: $id) { ...AccessTokenFields } }
`);
