// The Users List screen's documents.
import { graphql } from '../../gql';

export const TeamMembersQuery = graphql(`
  query TeamMembers($filter: TeamMemberFilter, $sort: TeamMemberSort, $limit: Int!, $offset: Int!) {
    teamMembers(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
      total
      items { id version login name email mobile active teamType { id name } region { id name } }
    }
  }
`);

export const TeamFormOptionsQuery = graphql(`
  query TeamFormOptions { teamTypes { id name } regions { id name } }
`);

export const MemberCreateMutation = graphql(`
  mutation MemberCreate($input: TeamMemberInput!) { createTeamMember(input: $input) { id login name } }
`);

export const MemberUpdateMutation = graphql(`
  mutation MemberUpdate($id: Int!, $version: String!, $input: TeamMemberInput!) {
    updateTeamMember(id: $id, version: $version, input: $input) { id version login name active }
  }
`);

export const MemberRemoveMutation = graphql(`
  mutation MemberRemove($id: Int!) { removeTeamMember(id: $id) }
`);
