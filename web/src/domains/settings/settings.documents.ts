// The settings screens' documents.
import { graphql } from '../../gql';

export const StoreMappingQuery = graphql(`
  query StoreMapping($teamMemberId: Int!, $filter: StoreMappingFilter) {
    storeMapping(teamMemberId: $teamMemberId, filter: $filter) { mapped { id code name city { name } } unmapped { id
    code name city { name } } }
  }
`);
export const MapStoresMutation = graphql(`
  mutation MapStores($teamMemberId: Int!, $storeIds: [Int!], $filter: StoreMappingFilter) { mapStores(teamMemberId:
  $teamMemberId, storeIds: $storeIds, filter: $filter) { changed unchanged } }
`);
export const UnmapStoresMutation = graphql(`
  mutation UnmapStores($teamMemberId: Int!, $storeIds: [Int!], $filter: StoreMappingFilter) {
  unmapStores(teamMemberId: $teamMemberId, storeIds: $storeIds, filter: $filter) { changed unchanged } }
`);
export const AccountProductsQuery = graphql(`
  query AccountProducts($channelId: Int!, $gradeId: Int!, $brandId: Int) {
    accountProducts(channelId: $channelId, gradeId: $gradeId, brandId: $brandId) { mapped { id code name } unmapped
    { id code name } }
  }
`);
export const MapAccountProductsMutation = graphql(`
  mutation MapAccountProducts($channelId: Int!, $gradeId: Int!, $productIds: [Int!]!, $add: Boolean!) {
  mapAccountProducts(channelId: $channelId, gradeId: $gradeId, productIds: $productIds, add: $add) { changed
  unchanged } }
`);
export const StoreGradesQuery = graphql(`
  query StoreGrades($brandId: Int, $filter: StoreMappingFilter) {
    storeGrades(brandId: $brandId, filter: $filter) { store { id code name city { name } } brand { id name } grade {
    id name } }
    grades { id name }
  }
`);
export const SetStoreGradeMutation = graphql(`
  mutation SetStoreGrade($storeId: Int!, $brandId: Int!, $gradeId: Int!) { setStoreGrade(storeId: $storeId, brandId:
  $brandId, gradeId: $gradeId) { grade { id name } } }
`);
export const SetStoreGradesMutation = graphql(`
  mutation SetStoreGrades($storeIds: [Int!]!, $brandId: Int!, $gradeId: Int!) {
    setStoreGrades(storeIds: $storeIds, brandId: $brandId, gradeId: $gradeId) { storeId ok message store { name } }
  }
`);
export const ReportRecipientsQuery = graphql(`
  query ReportRecipients { reportRecipients { id name recipients } }
`);
export const SetReportRecipientMutation = graphql(`
  mutation SetReportRecipient($reportId: Int!, $email: String!, $add: Boolean!) { setReportRecipient(reportId:
  $reportId, email: $email, add: $add) { changed unchanged } }
`);
export const BrandManagersQuery = graphql(`
  query BrandManagers {
    brandManagers { brand { id name } manager { id name } }
    brandOptions { id name active }
    managers: teamMembers(filter: { role: MANAGES_BRANDS, active: true }, limit: 1000) { items { id name } }
  }
`);
export const SetBrandManagerMutation = graphql(`
  mutation SetBrandManager($brandId: Int!, $teamMemberId: Int!, $add: Boolean!) { setBrandManager(brandId: $brandId,
  teamMemberId: $teamMemberId, add: $add) { changed unchanged } }
`);
export const PermissionsQuery = graphql(`
  query Permissions($teamMemberId: Int!) { permissions(teamMemberId: $teamMemberId) { id page allowed openThrough } }
`);
export const PermissionMembersQuery = graphql(`
  query PermissionMembers {
    members: teamMembers(filter: { active: true }, limit: 1000) { items { id name login teamType { name } } }
  }
`);
export const UpdatePermissionMutation = graphql(`
  mutation UpdatePermission($teamMemberId: Int!, $permissionId: Int!, $allowed: Boolean!) {
  updatePermission(teamMemberId: $teamMemberId, permissionId: $permissionId, allowed: $allowed) { id page allowed
  openThrough } }
`);
export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($oldPassword: String!, $newPassword: String!) { changePassword(oldPassword: $oldPassword,
  newPassword: $newPassword) }
`);
export const TeamTypeRolesQuery = graphql(`
  query TeamTypeRoles { teamTypes { id name takesTargets managesBrands fieldStaff } }
`);
export const SetTeamTypeRolesMutation = graphql(`
  mutation SetTeamTypeRoles($teamTypeId: Int!, $takesTargets: Boolean!, $managesBrands: Boolean!, $fieldStaff: Boolean!)
  { setTeamTypeRoles(teamTypeId: $teamTypeId, takesTargets: $takesTargets, managesBrands: $managesBrands, fieldStaff:
  $fieldStaff) { id takesTargets managesBrands fieldStaff } }
`);
