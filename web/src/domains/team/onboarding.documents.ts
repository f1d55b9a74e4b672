// Onboarding documents: one-time passwords and requests for access.
import { graphql } from '../../gql';

export const ResetMemberPasswordMutation = graphql(`
  mutation ResetMemberPassword($id: Int!, $sendInvitation: Boolean) {
    resetTeamMemberPassword(teamMemberId: $id, sendInvitation: $sendInvitation) { password invitationSentTo }
  }
`);

export const AccessRequestsQuery = graphql(`
  query AccessRequests { accessRequests { id name login email mobile requestedAt loginTaken region { id name } } }
`);

export const DecideAccessRequestMutation = graphql(`
  mutation DecideAccessRequest($id: Int!, $approve: Boolean!, $teamTypeId: Int) {
    decideAccessRequest(id: $id, approve: $approve, teamTypeId: $teamTypeId) { id login name }
  }
`);

export const RequestAccessMutation = graphql(`
  mutation RequestAccess($input: AccessRequestInput!) { requestAccess(input: $input) }
`);

export const SignUpRegionsQuery = graphql(`
  query SignUpRegions { signUpRegions { id name } }
`);
