/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AuditTrail($filter: AuditFilter, $limit: Int, $offset: Int) {\n    auditTrail(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items { id at memberId memberName operation recordKind recordId before after requestId }\n    }\n  }\n": typeof types.AuditTrailDocument,
    "\n  query AuditPickers {\n    members: teamMembers(filter: { active: true }, limit: 1000) { items { id name } }\n    auditRecordKinds\n  }\n": typeof types.AuditPickersDocument,
    "\n  fragment AccessTokenFields on AccessToken {\n    id memberId name readOnly pages expiresAt createdAt lastUsedAt revokedAt\n  }\n": typeof types.AccessTokenFieldsFragmentDoc,
    "\n  query MyAccessTokens { accessTokens { ...AccessTokenFields } }\n": typeof types.MyAccessTokensDocument,
    "\n  query AllAccessTokens {\n    allAccessTokens { id memberId name readOnly expiresAt createdAt lastUsedAt revokedAt }\n  }\n": typeof types.AllAccessTokensDocument,
    "\n  query TokenMembers { members: teamMembers(filter: { active: true }, limit: 1000) { items { id name login } } }\n": typeof types.TokenMembersDocument,
    "\n  mutation CreateAccessToken($name: String!, $pages: [String!]!, $readOnly: Boolean!, $expiresInDays: Int!) {\n    createAccessToken(name: $name, pages: $pages, readOnly: $readOnly, expiresInDays: $expiresInDays) {\n      token\n      record { ...AccessTokenFields }\n    }\n  }\n": typeof types.CreateAccessTokenDocument,
    "\n  mutation RevokeAccessToken($id: Int!) { revokeAccessToken(id: $id) { ...AccessTokenFields } }\n": typeof types.RevokeAccessTokenDocument,
    "\n  mutation SignIn($username: String!, $password: String!) {\n    login(username: $username, password: $password) { id name login }\n  }\n": typeof types.SignInDocument,
    "\n  query Brands { brands { id version name active pictures { slot url size } } }\n": typeof types.BrandsDocument,
    "\n  mutation BrandCreate($input: BrandInput!) { createBrand(input: $input) { id name active } }\n": typeof types.BrandCreateDocument,
    "\n  mutation BrandUpdate($id: Int!, $version: String!, $input: BrandInput!) {\n    updateBrand(id: $id, version: $version, input: $input) { id version name active }\n  }\n": typeof types.BrandUpdateDocument,
    "\n  mutation BrandRemove($id: Int!) { removeBrand(id: $id) }\n": typeof types.BrandRemoveDocument,
    "\n  query MyStoreChecks($filter: ReportFilter, $teamMemberId: Int!) {\n    displayCheckAggregate(filter: $filter, teamMemberId: $teamMemberId, groupBy: [DAY, STORE], measures: [COUNT],\n    limit: 1000) {\n      day storeId count\n    }\n  }\n": typeof types.MyStoreChecksDocument,
    "\n  query MyTargets($year: Int!, $month: Int!, $teamMemberId: Int!) {\n    achievementByValue(year: $year, month: $month, byBrand: true, teamMemberId: $teamMemberId) {\n      rows { brand { id name } target actual achievement }\n    }\n  }\n": typeof types.MyTargetsDocument,
    "\n  query StorePictures($filter: ReportFilter, $elementId: Int, $limit: Int, $offset: Int) {\n    storePictures(filter: $filter, elementId: $elementId, limit: $limit, offset: $offset) {\n      total\n      items { id url takenAt element { id name } store { code name city { name } } teamMember { name } brand { name } }\n    }\n    pictureElements { id name }\n  }\n": typeof types.StorePicturesDocument,
    "\n  mutation EmailPictures($filter: ReportFilter, $elementId: Int, $to: [String!], $cc: [String!]) {\n  emailStorePictures(filter: $filter, elementId: $elementId, to: $to, cc: $cc) { pictures attached to cc } }\n": typeof types.EmailPicturesDocument,
    "\n  query Transfers($filter: ReportFilter, $limit: Int, $offset: Int) {\n    transfers(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items { id date status units fromStore { code name } toStore { code name } teamMember { name } lines {\n      quantity product { code } } }\n    }\n  }\n": typeof types.TransfersDocument,
    "\n  query DeploymentSummary($filter: ReportFilter) { deploymentSummary(filter: $filter) { status { id name }\n  deployments stores } }\n": typeof types.DeploymentSummaryDocument,
    "\n  query Deployments($filter: ReportFilter, $statusId: Int) {\n    deployments(filter: $filter, statusId: $statusId) { id date type status { name } store { code name } teamMember\n    { name } brand { name } }\n    deploymentStatuses { id name }\n  }\n": typeof types.DeploymentsDocument,
    "\n  query MarketActivity($filter: ReportFilter, $activityTypeId: Int, $activityCategoryId: Int) {\n    marketActivities(filter: $filter, activityTypeId: $activityTypeId, activityCategoryId: $activityCategoryId) {\n      id date note category { name type { id name } } store { code name } teamMember { name } brand { name }\n    }\n    activityCategories { id name type { id name } }\n  }\n": typeof types.MarketActivityDocument,
    "\n  query ActivityCategoriesOfType($activityTypeId: Int!) { activityCategories(activityTypeId: $activityTypeId) { id\n  name } }\n": typeof types.ActivityCategoriesOfTypeDocument,
    "\n  query MarketIssues($filter: ReportFilter, $statusId: Int) {\n    marketIssues(filter: $filter, statusId: $statusId) {\n      id date title status { id name } brand { name }\n      store { id code name address city { name } region { name } }\n      teamMember { id name teamType { name } region { name } }\n    }\n  }\n": typeof types.MarketIssuesDocument,
    "\n  query Trainings($fromDate: LocalDate, $toDate: LocalDate, $regionId: Int, $typeId: Int, $modelId: Int) {\n    trainings(fromDate: $fromDate, toDate: $toDate, regionId: $regionId, typeId: $typeId, modelId: $modelId) { id\n    date status trainer durationMinutes type { name } model { name } teamMember { name region { name } } }\n    trainingTypes { id name }\n    trainingModels { id name }\n  }\n": typeof types.TrainingsDocument,
    "\n  query RecentStorePictures($filter: ReportFilter) {\n    recentStorePictures(filter: $filter) { id url takenAt element { id name } store { code name city { name } }\n    teamMember { name } brand { name } }\n  }\n": typeof types.RecentStorePicturesDocument,
    "\n  query StoreVisits($filter: ReportFilter, $limit: Int, $offset: Int, $orderBy: StoreVisitOrder) {\n    storeVisits(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {\n      total\n      items {\n        id date checkIn checkOut durationMinutes planned distanceMeters farFromStore\n        store { code name } teamMember { name }\n      }\n    }\n  }\n": typeof types.StoreVisitsDocument,
    "\n  query FieldMembers($regionId: Int) {\n    fieldMembers: teamMembers(filter: { role: FIELD_STAFF, active: true, regionId: $regionId }, limit: 1000) {\n      items { id name login region { name } teamType { name } }\n    }\n  }\n": typeof types.FieldMembersDocument,
    "\n  query MonthVisit($teamMemberId: Int!, $month: Int!, $year: Int!) {\n    monthVisitStatus(teamMemberId: $teamMemberId, month: $month, year: $year) { date planned visited missed unplanned }\n  }\n": typeof types.MonthVisitDocument,
    "\n  query Weeks($year: Int!) { weeks(year: $year) { week fromDate } }\n": typeof types.WeeksDocument,
    "\n  query JourneyPlan($teamMemberId: Int!, $year: Int!, $week: Int!) {\n    upstreamOffers { planRemoval }\n    journeyPlan(teamMemberId: $teamMemberId, year: $year, week: $week) {\n      year week fromDate\n      days { date weekday planned visited missed unplanned entries { storeId planned visited checkIn store { id code\n      name city { name } } } }\n    }\n  }\n": typeof types.JourneyPlanDocument,
    "\n  query MappedStores($teamMemberId: Int!, $search: String) { mappedStores(teamMemberId: $teamMemberId, search:\n  $search) { id code name } }\n": typeof types.MappedStoresDocument,
    "\n  mutation ChangePlan($teamMemberId: Int!, $year: Int!, $week: Int!, $changes: [PlanChangeInput!]!) {\n    changeJourneyPlan(teamMemberId: $teamMemberId, year: $year, week: $week, changes: $changes) { date planned\n    changed store { id code name } }\n  }\n": typeof types.ChangePlanDocument,
    "\n  mutation CopyPlan($teamMemberId: Int!, $year: Int!, $fromWeek: Int!, $toWeek: Int!, $preview: Boolean!) {\n    copyJourneyPlan(teamMemberId: $teamMemberId, year: $year, fromWeek: $fromWeek, toWeek: $toWeek, preview: $preview) {\n      preview copied { date store { id code name } } skipped { date reason store { id code name } }\n    }\n  }\n": typeof types.CopyPlanDocument,
    "\n  query TeamLocations($regionId: Int) {\n    mapSettings { tileUrl attribution }\n    teamLocations(regionId: $regionId) {\n      latitude longitude at ageMinutes stale visitId\n      teamMember { id name teamType { name } }\n      store { id code name latitude longitude }\n    }\n  }\n": typeof types.TeamLocationsDocument,
    "\n  query ProductList($filter: ProductFilter, $sort: ProductSort, $limit: Int, $offset: Int) {\n    products(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      items { id version code name shortName groupId active brand { id name } category { id name } }\n    }\n  }\n": typeof types.ProductListDocument,
    "\n  mutation ProductCreate($input: ProductInput!) { createProduct(input: $input) { id code } }\n": typeof types.ProductCreateDocument,
    "\n  mutation ProductUpdate($id: Int!, $version: String!, $input: ProductInput!) {\n    updateProduct(id: $id, version: $version, input: $input) { id version code active }\n  }\n": typeof types.ProductUpdateDocument,
    "\n  mutation ProductRemove($id: Int!) { removeProduct(id: $id) }\n": typeof types.ProductRemoveDocument,
    "\n  query CategoryList($brandId: Int) { productCategories(brandId: $brandId) { id version name active brand { id name\n  } } }\n": typeof types.CategoryListDocument,
    "\n  mutation CategoryCreate($input: ProductCategoryInput!) { createProductCategory(input: $input) { id name } }\n": typeof types.CategoryCreateDocument,
    "\n  mutation CategoryUpdate($id: Int!, $version: String!, $input: ProductCategoryInput!) {\n    updateProductCategory(id: $id, version: $version, input: $input) { id version name active }\n  }\n": typeof types.CategoryUpdateDocument,
    "\n  mutation CategoryRemove($id: Int!) { removeProductCategory(id: $id) }\n": typeof types.CategoryRemoveDocument,
    "\n  query DailySalesDays($filter: ReportFilter) { dailySales(filter: $filter) { date lines stores quantity value } }\n": typeof types.DailySalesDaysDocument,
    "\n  query DailySaleLines($filter: ReportFilter, $limit: Int, $offset: Int) {\n    saleLines(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items { id date quantity value store { code name } product { code name } brand { name } teamMember { name } }\n    }\n  }\n": typeof types.DailySaleLinesDocument,
    "\n  query DashboardView($filter: ReportFilter) {\n    dashboard(filter: $filter) {\n      cards { activeStores activeProducts fieldTeam visits lowStockLines salesQuantity salesValue }\n      previousCards { visits lowStockLines salesQuantity salesValue }\n      salesByDay { date quantity value }\n      achievementByBrand { brand { id name } target actual achievement projected atRisk }\n      compliance { brand { id name } lines lowStockLines lowStockRate }\n      recentSales { id date quantity value store { code name } product { code name } teamMember { name } }\n      storeSummary { region { id name } stores activeStores visitedStores }\n      productCountByBrand { brand { id name } products activeProducts }\n    }\n  }\n": typeof types.DashboardViewDocument,
    "\n  query TargetGrid($year: Int!, $month: Int!, $type: TargetType!, $regionId: Int, $previousYear: Int!,\n  $previousMonth: Int!, $withPrevious: Boolean!) {\n    targetMembers: teamMembers(filter: { role: TAKES_TARGETS, active: true, regionId: $regionId }, limit: 1000) {\n      items { id name login region { name } }\n    }\n    monthlyTargets(year: $year, month: $month, type: $type) { teamMemberId brandId target }\n    previousTargets: monthlyTargets(year: $previousYear, month: $previousMonth) @include(if: $withPrevious) {\n      brandId type\n    }\n    brandOptions { id name active }\n  }\n": typeof types.TargetGridDocument,
    "\n  mutation CopyTargets(\n    $fromYear: Int!, $fromMonth: Int!, $toYear: Int!, $toMonth: Int!, $preview: Boolean!, $inParts: Boolean!\n  ) {\n    copyMonthlyTargets(fromYear: $fromYear, fromMonth: $fromMonth, toYear: $toYear, toMonth: $toMonth,\n    preview: $preview, inParts: $inParts) { preview copied kept skipped failed remaining }\n  }\n": typeof types.CopyTargetsDocument,
    "\n  mutation SetTargets($year: Int!, $month: Int!, $type: TargetType!, $targets: [TargetInput!]!) {\n    setMonthlyTargets(year: $year, month: $month, type: $type, targets: $targets) {\n      saved failed outcomes { teamMemberId brandId saved message }\n    }\n  }\n": typeof types.SetTargetsDocument,
    "\n  query AchievementView($year: Int!, $month: Int!, $byBrand: Boolean!, $quantity: Boolean!, $value: Boolean!,\n  $filter: ReportFilter) {\n    achievementByQuantity(year: $year, month: $month, byBrand: $byBrand, filter: $filter) @include(if: $quantity) {\n      daysInMonth daysElapsed rows { teamMember { id name login region { name } } brand { id name } target actual\n      achievement projected projectedAchievement atRisk }\n    }\n    achievementByValue(year: $year, month: $month, byBrand: $byBrand, filter: $filter) @include(if: $value) {\n      daysInMonth daysElapsed rows { teamMember { id name login region { name } } brand { id name } target actual\n      achievement projected projectedAchievement atRisk }\n    }\n  }\n": typeof types.AchievementViewDocument,
    "\n  query SaleReportView($countryId: Int, $filter: ReportFilter) {\n    saleReport(countryId: $countryId, filter: $filter) {\n      brand { id name } channel { id name } lines stores quantity value\n    }\n  }\n": typeof types.SaleReportViewDocument,
    "\n  query StoreMapping($teamMemberId: Int!, $filter: StoreMappingFilter) {\n    storeMapping(teamMemberId: $teamMemberId, filter: $filter) { mapped { id code name city { name } } unmapped { id\n    code name city { name } } }\n  }\n": typeof types.StoreMappingDocument,
    "\n  mutation MapStores($teamMemberId: Int!, $storeIds: [Int!], $filter: StoreMappingFilter) { mapStores(teamMemberId:\n  $teamMemberId, storeIds: $storeIds, filter: $filter) { changed unchanged } }\n": typeof types.MapStoresDocument,
    "\n  mutation UnmapStores($teamMemberId: Int!, $storeIds: [Int!], $filter: StoreMappingFilter) {\n  unmapStores(teamMemberId: $teamMemberId, storeIds: $storeIds, filter: $filter) { changed unchanged } }\n": typeof types.UnmapStoresDocument,
    "\n  query AccountProducts($channelId: Int!, $gradeId: Int!, $brandId: Int) {\n    accountProducts(channelId: $channelId, gradeId: $gradeId, brandId: $brandId) { mapped { id code name } unmapped\n    { id code name } }\n  }\n": typeof types.AccountProductsDocument,
    "\n  mutation MapAccountProducts($channelId: Int!, $gradeId: Int!, $productIds: [Int!]!, $add: Boolean!) {\n  mapAccountProducts(channelId: $channelId, gradeId: $gradeId, productIds: $productIds, add: $add) { changed\n  unchanged } }\n": typeof types.MapAccountProductsDocument,
    "\n  query StoreGrades($brandId: Int, $filter: StoreMappingFilter) {\n    storeGrades(brandId: $brandId, filter: $filter) { store { id code name city { name } } brand { id name } grade {\n    id name } }\n    grades { id name }\n  }\n": typeof types.StoreGradesDocument,
    "\n  mutation SetStoreGrade($storeId: Int!, $brandId: Int!, $gradeId: Int!) { setStoreGrade(storeId: $storeId, brandId:\n  $brandId, gradeId: $gradeId) { grade { id name } } }\n": typeof types.SetStoreGradeDocument,
    "\n  mutation SetStoreGrades($storeIds: [Int!]!, $brandId: Int!, $gradeId: Int!) {\n    setStoreGrades(storeIds: $storeIds, brandId: $brandId, gradeId: $gradeId) { storeId ok message store { name } }\n  }\n": typeof types.SetStoreGradesDocument,
    "\n  query ReportRecipients { reportRecipients { id name recipients } }\n": typeof types.ReportRecipientsDocument,
    "\n  mutation SetReportRecipient($reportId: Int!, $email: String!, $add: Boolean!) { setReportRecipient(reportId:\n  $reportId, email: $email, add: $add) { changed unchanged } }\n": typeof types.SetReportRecipientDocument,
    "\n  query BrandManagers {\n    brandManagers { brand { id name } manager { id name } }\n    brandOptions { id name active }\n    managers: teamMembers(filter: { role: MANAGES_BRANDS, active: true }, limit: 1000) { items { id name } }\n  }\n": typeof types.BrandManagersDocument,
    "\n  mutation SetBrandManager($brandId: Int!, $teamMemberId: Int!, $add: Boolean!) { setBrandManager(brandId: $brandId,\n  teamMemberId: $teamMemberId, add: $add) { changed unchanged } }\n": typeof types.SetBrandManagerDocument,
    "\n  query Permissions($teamMemberId: Int!) { permissions(teamMemberId: $teamMemberId) { id page allowed openThrough } }\n": typeof types.PermissionsDocument,
    "\n  query PermissionMembers {\n    members: teamMembers(filter: { active: true }, limit: 1000) { items { id name login teamType { name } } }\n  }\n": typeof types.PermissionMembersDocument,
    "\n  mutation UpdatePermission($teamMemberId: Int!, $permissionId: Int!, $allowed: Boolean!) {\n  updatePermission(teamMemberId: $teamMemberId, permissionId: $permissionId, allowed: $allowed) { id page allowed\n  openThrough } }\n": typeof types.UpdatePermissionDocument,
    "\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) { changePassword(oldPassword: $oldPassword,\n  newPassword: $newPassword) }\n": typeof types.ChangePasswordDocument,
    "\n  query TeamTypeRoles { teamTypes { id name takesTargets managesBrands fieldStaff } }\n": typeof types.TeamTypeRolesDocument,
    "\n  mutation SetTeamTypeRoles($teamTypeId: Int!, $takesTargets: Boolean!, $managesBrands: Boolean!, $fieldStaff: Boolean!)\n  { setTeamTypeRoles(teamTypeId: $teamTypeId, takesTargets: $takesTargets, managesBrands: $managesBrands, fieldStaff:\n  $fieldStaff) { id takesTargets managesBrands fieldStaff } }\n": typeof types.SetTeamTypeRolesDocument,
    "\n  query CheckSummary($filter: ReportFilter) {\n    displayCheckSummary(filter: $filter) { brand { id name } visits stores lines displayedQty stockQty lowStockLines\n    lowStockRate }\n    displayCheckTrend(filter: $filter) { year week fromDate brand { id name } lines lowStockLines lowStockRate }\n  }\n": typeof types.CheckSummaryDocument,
    "\n  query CheckDetail($filter: ReportFilter, $limit: Int, $offset: Int, $orderBy: CheckLineOrder) {\n    displayCheckDetail(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {\n      total\n      totals { visits stores lines displayedQty stockQty lowStockLines }\n      items { visitId date displayedQty stockQty lowStock store { code name } product { code name } brand {\n      name } teamMember { name } }\n    }\n  }\n": typeof types.CheckDetailDocument,
    "\n  query LowStock($filter: ReportFilter, $limit: Int, $offset: Int, $orderBy: CheckLineOrder) {\n    lowStockChecks(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {\n      total\n      totals { visits stores lines displayedQty stockQty lowStockLines }\n      items { visitId date displayedQty stockQty lowStock store { code name city { name } } product { code name\n      } brand { name } teamMember { name } }\n    }\n  }\n": typeof types.LowStockDocument,
    "\n  query CheckLineGroups($filter: ReportFilter, $groupBy: [CheckLineDimension!]) {\n    displayCheckAggregate(filter: $filter, groupBy: $groupBy, measures: [COUNT, LOW_STOCK_LINES],\n    orderBy: { measure: LOW_STOCK_LINES, direction: DESC }, limit: 1000) {\n      storeId store { code name } memberId teamMember { name } count lowStockLines\n    }\n  }\n": typeof types.CheckLineGroupsDocument,
    "\n  query LowStockGroups($filter: ReportFilter, $groupBy: [CheckLineDimension!]) {\n    lowStockAggregate(filter: $filter, groupBy: $groupBy, measures: [COUNT, LOW_STOCK_LINES],\n    orderBy: { measure: LOW_STOCK_LINES, direction: DESC }, limit: 1000) {\n      storeId store { code name } memberId teamMember { name } count lowStockLines\n    }\n  }\n": typeof types.LowStockGroupsDocument,
    "\n  mutation EmailLowStock($filter: ReportFilter, $to: [String!], $cc: [String!]) { emailLowStockReport(filter:\n  $filter, to: $to, cc: $cc) { lines to cc } }\n": typeof types.EmailLowStockDocument,
    "\n  query ChecksByDate($filter: ReportFilter) { displayChecksByDate(filter: $filter) { date visits stores lines\n  displayedQty stockQty lowStockLines } }\n": typeof types.ChecksByDateDocument,
    "\n  query ChecksByWeek($filter: ReportFilter) { displayChecksByWeek(filter: $filter) { year week fromDate visits\n  stores lines displayedQty stockQty lowStockLines } }\n": typeof types.ChecksByWeekDocument,
    "\n  query Stock($filter: ReportFilter, $limit: Int, $offset: Int, $startingDate: LocalDate, $orderBy: StockOrder) {\n    stockList(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {\n      total totalQuantity\n      items { quantity snapshotDate store { code name } product { code name } brand { name } }\n    }\n    stockStatus(filter: $filter, startingDate: $startingDate) { product { code name } brand { name } stores\n    openingQty closingQty change }\n  }\n": typeof types.StockDocument,
    "\n  query StoreList($filter: StoreFilter, $sort: StoreSort, $limit: Int!, $offset: Int!) {\n    stores(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      items {\n        id version code name address active latitude longitude\n        region { id name }\n        city { id name }\n        districtId\n        grade { id name }\n        subGradeId\n        channelType { id }\n        channel { id name }\n        storeTypeId\n      }\n    }\n  }\n": typeof types.StoreListDocument,
    "\n  query StoreFilterOptions {\n    upstreamOffers { storeReferenceNames }\n    regions { id name }\n    channelTypes { id name }\n    grades { id name }\n    storeTypes { id name }\n  }\n": typeof types.StoreFilterOptionsDocument,
    "\n  query Cities($regionId: Int) { cities(regionId: $regionId) { id name } }\n": typeof types.CitiesDocument,
    "\n  query Channels($channelTypeId: Int) { channels(channelTypeId: $channelTypeId) { id name } }\n": typeof types.ChannelsDocument,
    "\n  query StoreFormOptions {\n    upstreamOffers { storeReferenceNames }\n    regions { id name }\n    channelTypes { id name }\n    grades { id name }\n    storeTypes { id name }\n  }\n": typeof types.StoreFormOptionsDocument,
    "\n  query Districts($cityId: Int) { districts(cityId: $cityId) { id name } }\n": typeof types.DistrictsDocument,
    "\n  query SubGrades($gradeId: Int) { subGrades(gradeId: $gradeId) { id name } }\n": typeof types.SubGradesDocument,
    "\n  mutation StoreCreate($input: StoreInput!) { createStore(input: $input) { id code name } }\n": typeof types.StoreCreateDocument,
    "\n  mutation StoreUpdate($id: Int!, $version: String!, $input: StoreInput!) {\n    updateStore(id: $id, version: $version, input: $input) { id version code name active }\n  }\n": typeof types.StoreUpdateDocument,
    "\n  mutation StoreRemove($id: Int!) { removeStore(id: $id) }\n": typeof types.StoreRemoveDocument,
    "\n  mutation ResetMemberPassword($id: Int!, $sendInvitation: Boolean) {\n    resetTeamMemberPassword(teamMemberId: $id, sendInvitation: $sendInvitation) { password invitationSentTo }\n  }\n": typeof types.ResetMemberPasswordDocument,
    "\n  query AccessRequests { accessRequests { id name login email mobile requestedAt loginTaken region { id name } } }\n": typeof types.AccessRequestsDocument,
    "\n  mutation DecideAccessRequest($id: Int!, $approve: Boolean!, $teamTypeId: Int) {\n    decideAccessRequest(id: $id, approve: $approve, teamTypeId: $teamTypeId) { id login name }\n  }\n": typeof types.DecideAccessRequestDocument,
    "\n  mutation RequestAccess($input: AccessRequestInput!) { requestAccess(input: $input) }\n": typeof types.RequestAccessDocument,
    "\n  query SignUpRegions { signUpRegions { id name } }\n": typeof types.SignUpRegionsDocument,
    "\n  query TeamMembers($filter: TeamMemberFilter, $sort: TeamMemberSort, $limit: Int!, $offset: Int!) {\n    teamMembers(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      items { id version login name email mobile active teamType { id name } region { id name } }\n    }\n  }\n": typeof types.TeamMembersDocument,
    "\n  query TeamFormOptions { teamTypes { id name } regions { id name } }\n": typeof types.TeamFormOptionsDocument,
    "\n  mutation MemberCreate($input: TeamMemberInput!) { createTeamMember(input: $input) { id login name } }\n": typeof types.MemberCreateDocument,
    "\n  mutation MemberUpdate($id: Int!, $version: String!, $input: TeamMemberInput!) {\n    updateTeamMember(id: $id, version: $version, input: $input) { id version login name active }\n  }\n": typeof types.MemberUpdateDocument,
    "\n  mutation MemberRemove($id: Int!) { removeTeamMember(id: $id) }\n": typeof types.MemberRemoveDocument,
    "\n  query Me {\n    me {\n      id\n      name\n      login\n      pages\n      mustChangePassword\n      teamType { id fieldStaff managesBrands takesTargets }\n      menu {\n        ...MenuEntry\n        children {\n          ...MenuEntry\n          children { ...MenuEntry }\n        }\n      }\n    }\n  }\n  fragment MenuEntry on MenuItem { id title type icon url external target }\n": typeof types.MeDocument,
    "\n  mutation Logout { logout }\n": typeof types.LogoutDocument,
    "\n  query BrandOptions { brandOptions { id name active } upstreamOffers { categoryBrands } }\n": typeof types.BrandOptionsDocument,
    "\n  query CategoryOptions($brandId: Int!) { categoryOptions(brandId: $brandId) { id name active } }\n": typeof types.CategoryOptionsDocument,
    "\n  query ReportPickers {\n    regions { id name }\n    channels { id name }\n    grades { id name }\n    brandOptions { id name active }\n    managers: teamMembers(filter: { role: MANAGES_BRANDS, active: true }, limit: 1000) { items { id name } }\n  }\n": typeof types.ReportPickersDocument,
    "\n  query CityOptions($regionId: Int!) { cities(regionId: $regionId) { id name } }\n": typeof types.CityOptionsDocument,
    "\n  query StoreOptions($regionId: Int, $channelId: Int) { storeFilterList(regionId: $regionId, channelId: $channelId)\n  { id code name } }\n": typeof types.StoreOptionsDocument,
    "\n  query BusinessCalendar {\n    businessCalendar { timeZone today locale currency }\n  }\n": typeof types.BusinessCalendarDocument,
    "\n  query ManagedBrands($managerId: Int!) { brandsForManager(managerId: $managerId) { id name } }\n": typeof types.ManagedBrandsDocument,
};
const documents: Documents = {
    "\n  query AuditTrail($filter: AuditFilter, $limit: Int, $offset: Int) {\n    auditTrail(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items { id at memberId memberName operation recordKind recordId before after requestId }\n    }\n  }\n": types.AuditTrailDocument,
    "\n  query AuditPickers {\n    members: teamMembers(filter: { active: true }, limit: 1000) { items { id name } }\n    auditRecordKinds\n  }\n": types.AuditPickersDocument,
    "\n  fragment AccessTokenFields on AccessToken {\n    id memberId name readOnly pages expiresAt createdAt lastUsedAt revokedAt\n  }\n": types.AccessTokenFieldsFragmentDoc,
    "\n  query MyAccessTokens { accessTokens { ...AccessTokenFields } }\n": types.MyAccessTokensDocument,
    "\n  query AllAccessTokens {\n    allAccessTokens { id memberId name readOnly expiresAt createdAt lastUsedAt revokedAt }\n  }\n": types.AllAccessTokensDocument,
    "\n  query TokenMembers { members: teamMembers(filter: { active: true }, limit: 1000) { items { id name login } } }\n": types.TokenMembersDocument,
    "\n  mutation CreateAccessToken($name: String!, $pages: [String!]!, $readOnly: Boolean!, $expiresInDays: Int!) {\n    createAccessToken(name: $name, pages: $pages, readOnly: $readOnly, expiresInDays: $expiresInDays) {\n      token\n      record { ...AccessTokenFields }\n    }\n  }\n": types.CreateAccessTokenDocument,
    "\n  mutation RevokeAccessToken($id: Int!) { revokeAccessToken(id: $id) { ...AccessTokenFields } }\n": types.RevokeAccessTokenDocument,
    "\n  mutation SignIn($username: String!, $password: String!) {\n    login(username: $username, password: $password) { id name login }\n  }\n": types.SignInDocument,
    "\n  query Brands { brands { id version name active pictures { slot url size } } }\n": types.BrandsDocument,
    "\n  mutation BrandCreate($input: BrandInput!) { createBrand(input: $input) { id name active } }\n": types.BrandCreateDocument,
    "\n  mutation BrandUpdate($id: Int!, $version: String!, $input: BrandInput!) {\n    updateBrand(id: $id, version: $version, input: $input) { id version name active }\n  }\n": types.BrandUpdateDocument,
    "\n  mutation BrandRemove($id: Int!) { removeBrand(id: $id) }\n": types.BrandRemoveDocument,
    "\n  query MyStoreChecks($filter: ReportFilter, $teamMemberId: Int!) {\n    displayCheckAggregate(filter: $filter, teamMemberId: $teamMemberId, groupBy: [DAY, STORE], measures: [COUNT],\n    limit: 1000) {\n      day storeId count\n    }\n  }\n": types.MyStoreChecksDocument,
    "\n  query MyTargets($year: Int!, $month: Int!, $teamMemberId: Int!) {\n    achievementByValue(year: $year, month: $month, byBrand: true, teamMemberId: $teamMemberId) {\n      rows { brand { id name } target actual achievement }\n    }\n  }\n": types.MyTargetsDocument,
    "\n  query StorePictures($filter: ReportFilter, $elementId: Int, $limit: Int, $offset: Int) {\n    storePictures(filter: $filter, elementId: $elementId, limit: $limit, offset: $offset) {\n      total\n      items { id url takenAt element { id name } store { code name city { name } } teamMember { name } brand { name } }\n    }\n    pictureElements { id name }\n  }\n": types.StorePicturesDocument,
    "\n  mutation EmailPictures($filter: ReportFilter, $elementId: Int, $to: [String!], $cc: [String!]) {\n  emailStorePictures(filter: $filter, elementId: $elementId, to: $to, cc: $cc) { pictures attached to cc } }\n": types.EmailPicturesDocument,
    "\n  query Transfers($filter: ReportFilter, $limit: Int, $offset: Int) {\n    transfers(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items { id date status units fromStore { code name } toStore { code name } teamMember { name } lines {\n      quantity product { code } } }\n    }\n  }\n": types.TransfersDocument,
    "\n  query DeploymentSummary($filter: ReportFilter) { deploymentSummary(filter: $filter) { status { id name }\n  deployments stores } }\n": types.DeploymentSummaryDocument,
    "\n  query Deployments($filter: ReportFilter, $statusId: Int) {\n    deployments(filter: $filter, statusId: $statusId) { id date type status { name } store { code name } teamMember\n    { name } brand { name } }\n    deploymentStatuses { id name }\n  }\n": types.DeploymentsDocument,
    "\n  query MarketActivity($filter: ReportFilter, $activityTypeId: Int, $activityCategoryId: Int) {\n    marketActivities(filter: $filter, activityTypeId: $activityTypeId, activityCategoryId: $activityCategoryId) {\n      id date note category { name type { id name } } store { code name } teamMember { name } brand { name }\n    }\n    activityCategories { id name type { id name } }\n  }\n": types.MarketActivityDocument,
    "\n  query ActivityCategoriesOfType($activityTypeId: Int!) { activityCategories(activityTypeId: $activityTypeId) { id\n  name } }\n": types.ActivityCategoriesOfTypeDocument,
    "\n  query MarketIssues($filter: ReportFilter, $statusId: Int) {\n    marketIssues(filter: $filter, statusId: $statusId) {\n      id date title status { id name } brand { name }\n      store { id code name address city { name } region { name } }\n      teamMember { id name teamType { name } region { name } }\n    }\n  }\n": types.MarketIssuesDocument,
    "\n  query Trainings($fromDate: LocalDate, $toDate: LocalDate, $regionId: Int, $typeId: Int, $modelId: Int) {\n    trainings(fromDate: $fromDate, toDate: $toDate, regionId: $regionId, typeId: $typeId, modelId: $modelId) { id\n    date status trainer durationMinutes type { name } model { name } teamMember { name region { name } } }\n    trainingTypes { id name }\n    trainingModels { id name }\n  }\n": types.TrainingsDocument,
    "\n  query RecentStorePictures($filter: ReportFilter) {\n    recentStorePictures(filter: $filter) { id url takenAt element { id name } store { code name city { name } }\n    teamMember { name } brand { name } }\n  }\n": types.RecentStorePicturesDocument,
    "\n  query StoreVisits($filter: ReportFilter, $limit: Int, $offset: Int, $orderBy: StoreVisitOrder) {\n    storeVisits(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {\n      total\n      items {\n        id date checkIn checkOut durationMinutes planned distanceMeters farFromStore\n        store { code name } teamMember { name }\n      }\n    }\n  }\n": types.StoreVisitsDocument,
    "\n  query FieldMembers($regionId: Int) {\n    fieldMembers: teamMembers(filter: { role: FIELD_STAFF, active: true, regionId: $regionId }, limit: 1000) {\n      items { id name login region { name } teamType { name } }\n    }\n  }\n": types.FieldMembersDocument,
    "\n  query MonthVisit($teamMemberId: Int!, $month: Int!, $year: Int!) {\n    monthVisitStatus(teamMemberId: $teamMemberId, month: $month, year: $year) { date planned visited missed unplanned }\n  }\n": types.MonthVisitDocument,
    "\n  query Weeks($year: Int!) { weeks(year: $year) { week fromDate } }\n": types.WeeksDocument,
    "\n  query JourneyPlan($teamMemberId: Int!, $year: Int!, $week: Int!) {\n    upstreamOffers { planRemoval }\n    journeyPlan(teamMemberId: $teamMemberId, year: $year, week: $week) {\n      year week fromDate\n      days { date weekday planned visited missed unplanned entries { storeId planned visited checkIn store { id code\n      name city { name } } } }\n    }\n  }\n": types.JourneyPlanDocument,
    "\n  query MappedStores($teamMemberId: Int!, $search: String) { mappedStores(teamMemberId: $teamMemberId, search:\n  $search) { id code name } }\n": types.MappedStoresDocument,
    "\n  mutation ChangePlan($teamMemberId: Int!, $year: Int!, $week: Int!, $changes: [PlanChangeInput!]!) {\n    changeJourneyPlan(teamMemberId: $teamMemberId, year: $year, week: $week, changes: $changes) { date planned\n    changed store { id code name } }\n  }\n": types.ChangePlanDocument,
    "\n  mutation CopyPlan($teamMemberId: Int!, $year: Int!, $fromWeek: Int!, $toWeek: Int!, $preview: Boolean!) {\n    copyJourneyPlan(teamMemberId: $teamMemberId, year: $year, fromWeek: $fromWeek, toWeek: $toWeek, preview: $preview) {\n      preview copied { date store { id code name } } skipped { date reason store { id code name } }\n    }\n  }\n": types.CopyPlanDocument,
    "\n  query TeamLocations($regionId: Int) {\n    mapSettings { tileUrl attribution }\n    teamLocations(regionId: $regionId) {\n      latitude longitude at ageMinutes stale visitId\n      teamMember { id name teamType { name } }\n      store { id code name latitude longitude }\n    }\n  }\n": types.TeamLocationsDocument,
    "\n  query ProductList($filter: ProductFilter, $sort: ProductSort, $limit: Int, $offset: Int) {\n    products(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      items { id version code name shortName groupId active brand { id name } category { id name } }\n    }\n  }\n": types.ProductListDocument,
    "\n  mutation ProductCreate($input: ProductInput!) { createProduct(input: $input) { id code } }\n": types.ProductCreateDocument,
    "\n  mutation ProductUpdate($id: Int!, $version: String!, $input: ProductInput!) {\n    updateProduct(id: $id, version: $version, input: $input) { id version code active }\n  }\n": types.ProductUpdateDocument,
    "\n  mutation ProductRemove($id: Int!) { removeProduct(id: $id) }\n": types.ProductRemoveDocument,
    "\n  query CategoryList($brandId: Int) { productCategories(brandId: $brandId) { id version name active brand { id name\n  } } }\n": types.CategoryListDocument,
    "\n  mutation CategoryCreate($input: ProductCategoryInput!) { createProductCategory(input: $input) { id name } }\n": types.CategoryCreateDocument,
    "\n  mutation CategoryUpdate($id: Int!, $version: String!, $input: ProductCategoryInput!) {\n    updateProductCategory(id: $id, version: $version, input: $input) { id version name active }\n  }\n": types.CategoryUpdateDocument,
    "\n  mutation CategoryRemove($id: Int!) { removeProductCategory(id: $id) }\n": types.CategoryRemoveDocument,
    "\n  query DailySalesDays($filter: ReportFilter) { dailySales(filter: $filter) { date lines stores quantity value } }\n": types.DailySalesDaysDocument,
    "\n  query DailySaleLines($filter: ReportFilter, $limit: Int, $offset: Int) {\n    saleLines(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items { id date quantity value store { code name } product { code name } brand { name } teamMember { name } }\n    }\n  }\n": types.DailySaleLinesDocument,
    "\n  query DashboardView($filter: ReportFilter) {\n    dashboard(filter: $filter) {\n      cards { activeStores activeProducts fieldTeam visits lowStockLines salesQuantity salesValue }\n      previousCards { visits lowStockLines salesQuantity salesValue }\n      salesByDay { date quantity value }\n      achievementByBrand { brand { id name } target actual achievement projected atRisk }\n      compliance { brand { id name } lines lowStockLines lowStockRate }\n      recentSales { id date quantity value store { code name } product { code name } teamMember { name } }\n      storeSummary { region { id name } stores activeStores visitedStores }\n      productCountByBrand { brand { id name } products activeProducts }\n    }\n  }\n": types.DashboardViewDocument,
    "\n  query TargetGrid($year: Int!, $month: Int!, $type: TargetType!, $regionId: Int, $previousYear: Int!,\n  $previousMonth: Int!, $withPrevious: Boolean!) {\n    targetMembers: teamMembers(filter: { role: TAKES_TARGETS, active: true, regionId: $regionId }, limit: 1000) {\n      items { id name login region { name } }\n    }\n    monthlyTargets(year: $year, month: $month, type: $type) { teamMemberId brandId target }\n    previousTargets: monthlyTargets(year: $previousYear, month: $previousMonth) @include(if: $withPrevious) {\n      brandId type\n    }\n    brandOptions { id name active }\n  }\n": types.TargetGridDocument,
    "\n  mutation CopyTargets(\n    $fromYear: Int!, $fromMonth: Int!, $toYear: Int!, $toMonth: Int!, $preview: Boolean!, $inParts: Boolean!\n  ) {\n    copyMonthlyTargets(fromYear: $fromYear, fromMonth: $fromMonth, toYear: $toYear, toMonth: $toMonth,\n    preview: $preview, inParts: $inParts) { preview copied kept skipped failed remaining }\n  }\n": types.CopyTargetsDocument,
    "\n  mutation SetTargets($year: Int!, $month: Int!, $type: TargetType!, $targets: [TargetInput!]!) {\n    setMonthlyTargets(year: $year, month: $month, type: $type, targets: $targets) {\n      saved failed outcomes { teamMemberId brandId saved message }\n    }\n  }\n": types.SetTargetsDocument,
    "\n  query AchievementView($year: Int!, $month: Int!, $byBrand: Boolean!, $quantity: Boolean!, $value: Boolean!,\n  $filter: ReportFilter) {\n    achievementByQuantity(year: $year, month: $month, byBrand: $byBrand, filter: $filter) @include(if: $quantity) {\n      daysInMonth daysElapsed rows { teamMember { id name login region { name } } brand { id name } target actual\n      achievement projected projectedAchievement atRisk }\n    }\n    achievementByValue(year: $year, month: $month, byBrand: $byBrand, filter: $filter) @include(if: $value) {\n      daysInMonth daysElapsed rows { teamMember { id name login region { name } } brand { id name } target actual\n      achievement projected projectedAchievement atRisk }\n    }\n  }\n": types.AchievementViewDocument,
    "\n  query SaleReportView($countryId: Int, $filter: ReportFilter) {\n    saleReport(countryId: $countryId, filter: $filter) {\n      brand { id name } channel { id name } lines stores quantity value\n    }\n  }\n": types.SaleReportViewDocument,
    "\n  query StoreMapping($teamMemberId: Int!, $filter: StoreMappingFilter) {\n    storeMapping(teamMemberId: $teamMemberId, filter: $filter) { mapped { id code name city { name } } unmapped { id\n    code name city { name } } }\n  }\n": types.StoreMappingDocument,
    "\n  mutation MapStores($teamMemberId: Int!, $storeIds: [Int!], $filter: StoreMappingFilter) { mapStores(teamMemberId:\n  $teamMemberId, storeIds: $storeIds, filter: $filter) { changed unchanged } }\n": types.MapStoresDocument,
    "\n  mutation UnmapStores($teamMemberId: Int!, $storeIds: [Int!], $filter: StoreMappingFilter) {\n  unmapStores(teamMemberId: $teamMemberId, storeIds: $storeIds, filter: $filter) { changed unchanged } }\n": types.UnmapStoresDocument,
    "\n  query AccountProducts($channelId: Int!, $gradeId: Int!, $brandId: Int) {\n    accountProducts(channelId: $channelId, gradeId: $gradeId, brandId: $brandId) { mapped { id code name } unmapped\n    { id code name } }\n  }\n": types.AccountProductsDocument,
    "\n  mutation MapAccountProducts($channelId: Int!, $gradeId: Int!, $productIds: [Int!]!, $add: Boolean!) {\n  mapAccountProducts(channelId: $channelId, gradeId: $gradeId, productIds: $productIds, add: $add) { changed\n  unchanged } }\n": types.MapAccountProductsDocument,
    "\n  query StoreGrades($brandId: Int, $filter: StoreMappingFilter) {\n    storeGrades(brandId: $brandId, filter: $filter) { store { id code name city { name } } brand { id name } grade {\n    id name } }\n    grades { id name }\n  }\n": types.StoreGradesDocument,
    "\n  mutation SetStoreGrade($storeId: Int!, $brandId: Int!, $gradeId: Int!) { setStoreGrade(storeId: $storeId, brandId:\n  $brandId, gradeId: $gradeId) { grade { id name } } }\n": types.SetStoreGradeDocument,
    "\n  mutation SetStoreGrades($storeIds: [Int!]!, $brandId: Int!, $gradeId: Int!) {\n    setStoreGrades(storeIds: $storeIds, brandId: $brandId, gradeId: $gradeId) { storeId ok message store { name } }\n  }\n": types.SetStoreGradesDocument,
    "\n  query ReportRecipients { reportRecipients { id name recipients } }\n": types.ReportRecipientsDocument,
    "\n  mutation SetReportRecipient($reportId: Int!, $email: String!, $add: Boolean!) { setReportRecipient(reportId:\n  $reportId, email: $email, add: $add) { changed unchanged } }\n": types.SetReportRecipientDocument,
    "\n  query BrandManagers {\n    brandManagers { brand { id name } manager { id name } }\n    brandOptions { id name active }\n    managers: teamMembers(filter: { role: MANAGES_BRANDS, active: true }, limit: 1000) { items { id name } }\n  }\n": types.BrandManagersDocument,
    "\n  mutation SetBrandManager($brandId: Int!, $teamMemberId: Int!, $add: Boolean!) { setBrandManager(brandId: $brandId,\n  teamMemberId: $teamMemberId, add: $add) { changed unchanged } }\n": types.SetBrandManagerDocument,
    "\n  query Permissions($teamMemberId: Int!) { permissions(teamMemberId: $teamMemberId) { id page allowed openThrough } }\n": types.PermissionsDocument,
    "\n  query PermissionMembers {\n    members: teamMembers(filter: { active: true }, limit: 1000) { items { id name login teamType { name } } }\n  }\n": types.PermissionMembersDocument,
    "\n  mutation UpdatePermission($teamMemberId: Int!, $permissionId: Int!, $allowed: Boolean!) {\n  updatePermission(teamMemberId: $teamMemberId, permissionId: $permissionId, allowed: $allowed) { id page allowed\n  openThrough } }\n": types.UpdatePermissionDocument,
    "\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) { changePassword(oldPassword: $oldPassword,\n  newPassword: $newPassword) }\n": types.ChangePasswordDocument,
    "\n  query TeamTypeRoles { teamTypes { id name takesTargets managesBrands fieldStaff } }\n": types.TeamTypeRolesDocument,
    "\n  mutation SetTeamTypeRoles($teamTypeId: Int!, $takesTargets: Boolean!, $managesBrands: Boolean!, $fieldStaff: Boolean!)\n  { setTeamTypeRoles(teamTypeId: $teamTypeId, takesTargets: $takesTargets, managesBrands: $managesBrands, fieldStaff:\n  $fieldStaff) { id takesTargets managesBrands fieldStaff } }\n": types.SetTeamTypeRolesDocument,
    "\n  query CheckSummary($filter: ReportFilter) {\n    displayCheckSummary(filter: $filter) { brand { id name } visits stores lines displayedQty stockQty lowStockLines\n    lowStockRate }\n    displayCheckTrend(filter: $filter) { year week fromDate brand { id name } lines lowStockLines lowStockRate }\n  }\n": types.CheckSummaryDocument,
    "\n  query CheckDetail($filter: ReportFilter, $limit: Int, $offset: Int, $orderBy: CheckLineOrder) {\n    displayCheckDetail(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {\n      total\n      totals { visits stores lines displayedQty stockQty lowStockLines }\n      items { visitId date displayedQty stockQty lowStock store { code name } product { code name } brand {\n      name } teamMember { name } }\n    }\n  }\n": types.CheckDetailDocument,
    "\n  query LowStock($filter: ReportFilter, $limit: Int, $offset: Int, $orderBy: CheckLineOrder) {\n    lowStockChecks(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {\n      total\n      totals { visits stores lines displayedQty stockQty lowStockLines }\n      items { visitId date displayedQty stockQty lowStock store { code name city { name } } product { code name\n      } brand { name } teamMember { name } }\n    }\n  }\n": types.LowStockDocument,
    "\n  query CheckLineGroups($filter: ReportFilter, $groupBy: [CheckLineDimension!]) {\n    displayCheckAggregate(filter: $filter, groupBy: $groupBy, measures: [COUNT, LOW_STOCK_LINES],\n    orderBy: { measure: LOW_STOCK_LINES, direction: DESC }, limit: 1000) {\n      storeId store { code name } memberId teamMember { name } count lowStockLines\n    }\n  }\n": types.CheckLineGroupsDocument,
    "\n  query LowStockGroups($filter: ReportFilter, $groupBy: [CheckLineDimension!]) {\n    lowStockAggregate(filter: $filter, groupBy: $groupBy, measures: [COUNT, LOW_STOCK_LINES],\n    orderBy: { measure: LOW_STOCK_LINES, direction: DESC }, limit: 1000) {\n      storeId store { code name } memberId teamMember { name } count lowStockLines\n    }\n  }\n": types.LowStockGroupsDocument,
    "\n  mutation EmailLowStock($filter: ReportFilter, $to: [String!], $cc: [String!]) { emailLowStockReport(filter:\n  $filter, to: $to, cc: $cc) { lines to cc } }\n": types.EmailLowStockDocument,
    "\n  query ChecksByDate($filter: ReportFilter) { displayChecksByDate(filter: $filter) { date visits stores lines\n  displayedQty stockQty lowStockLines } }\n": types.ChecksByDateDocument,
    "\n  query ChecksByWeek($filter: ReportFilter) { displayChecksByWeek(filter: $filter) { year week fromDate visits\n  stores lines displayedQty stockQty lowStockLines } }\n": types.ChecksByWeekDocument,
    "\n  query Stock($filter: ReportFilter, $limit: Int, $offset: Int, $startingDate: LocalDate, $orderBy: StockOrder) {\n    stockList(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {\n      total totalQuantity\n      items { quantity snapshotDate store { code name } product { code name } brand { name } }\n    }\n    stockStatus(filter: $filter, startingDate: $startingDate) { product { code name } brand { name } stores\n    openingQty closingQty change }\n  }\n": types.StockDocument,
    "\n  query StoreList($filter: StoreFilter, $sort: StoreSort, $limit: Int!, $offset: Int!) {\n    stores(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      items {\n        id version code name address active latitude longitude\n        region { id name }\n        city { id name }\n        districtId\n        grade { id name }\n        subGradeId\n        channelType { id }\n        channel { id name }\n        storeTypeId\n      }\n    }\n  }\n": types.StoreListDocument,
    "\n  query StoreFilterOptions {\n    upstreamOffers { storeReferenceNames }\n    regions { id name }\n    channelTypes { id name }\n    grades { id name }\n    storeTypes { id name }\n  }\n": types.StoreFilterOptionsDocument,
    "\n  query Cities($regionId: Int) { cities(regionId: $regionId) { id name } }\n": types.CitiesDocument,
    "\n  query Channels($channelTypeId: Int) { channels(channelTypeId: $channelTypeId) { id name } }\n": types.ChannelsDocument,
    "\n  query StoreFormOptions {\n    upstreamOffers { storeReferenceNames }\n    regions { id name }\n    channelTypes { id name }\n    grades { id name }\n    storeTypes { id name }\n  }\n": types.StoreFormOptionsDocument,
    "\n  query Districts($cityId: Int) { districts(cityId: $cityId) { id name } }\n": types.DistrictsDocument,
    "\n  query SubGrades($gradeId: Int) { subGrades(gradeId: $gradeId) { id name } }\n": types.SubGradesDocument,
    "\n  mutation StoreCreate($input: StoreInput!) { createStore(input: $input) { id code name } }\n": types.StoreCreateDocument,
    "\n  mutation StoreUpdate($id: Int!, $version: String!, $input: StoreInput!) {\n    updateStore(id: $id, version: $version, input: $input) { id version code name active }\n  }\n": types.StoreUpdateDocument,
    "\n  mutation StoreRemove($id: Int!) { removeStore(id: $id) }\n": types.StoreRemoveDocument,
    "\n  mutation ResetMemberPassword($id: Int!, $sendInvitation: Boolean) {\n    resetTeamMemberPassword(teamMemberId: $id, sendInvitation: $sendInvitation) { password invitationSentTo }\n  }\n": types.ResetMemberPasswordDocument,
    "\n  query AccessRequests { accessRequests { id name login email mobile requestedAt loginTaken region { id name } } }\n": types.AccessRequestsDocument,
    "\n  mutation DecideAccessRequest($id: Int!, $approve: Boolean!, $teamTypeId: Int) {\n    decideAccessRequest(id: $id, approve: $approve, teamTypeId: $teamTypeId) { id login name }\n  }\n": types.DecideAccessRequestDocument,
    "\n  mutation RequestAccess($input: AccessRequestInput!) { requestAccess(input: $input) }\n": types.RequestAccessDocument,
    "\n  query SignUpRegions { signUpRegions { id name } }\n": types.SignUpRegionsDocument,
    "\n  query TeamMembers($filter: TeamMemberFilter, $sort: TeamMemberSort, $limit: Int!, $offset: Int!) {\n    teamMembers(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      items { id version login name email mobile active teamType { id name } region { id name } }\n    }\n  }\n": types.TeamMembersDocument,
    "\n  query TeamFormOptions { teamTypes { id name } regions { id name } }\n": types.TeamFormOptionsDocument,
    "\n  mutation MemberCreate($input: TeamMemberInput!) { createTeamMember(input: $input) { id login name } }\n": types.MemberCreateDocument,
    "\n  mutation MemberUpdate($id: Int!, $version: String!, $input: TeamMemberInput!) {\n    updateTeamMember(id: $id, version: $version, input: $input) { id version login name active }\n  }\n": types.MemberUpdateDocument,
    "\n  mutation MemberRemove($id: Int!) { removeTeamMember(id: $id) }\n": types.MemberRemoveDocument,
    "\n  query Me {\n    me {\n      id\n      name\n      login\n      pages\n      mustChangePassword\n      teamType { id fieldStaff managesBrands takesTargets }\n      menu {\n        ...MenuEntry\n        children {\n          ...MenuEntry\n          children { ...MenuEntry }\n        }\n      }\n    }\n  }\n  fragment MenuEntry on MenuItem { id title type icon url external target }\n": types.MeDocument,
    "\n  mutation Logout { logout }\n": types.LogoutDocument,
    "\n  query BrandOptions { brandOptions { id name active } upstreamOffers { categoryBrands } }\n": types.BrandOptionsDocument,
    "\n  query CategoryOptions($brandId: Int!) { categoryOptions(brandId: $brandId) { id name active } }\n": types.CategoryOptionsDocument,
    "\n  query ReportPickers {\n    regions { id name }\n    channels { id name }\n    grades { id name }\n    brandOptions { id name active }\n    managers: teamMembers(filter: { role: MANAGES_BRANDS, active: true }, limit: 1000) { items { id name } }\n  }\n": types.ReportPickersDocument,
    "\n  query CityOptions($regionId: Int!) { cities(regionId: $regionId) { id name } }\n": types.CityOptionsDocument,
    "\n  query StoreOptions($regionId: Int, $channelId: Int) { storeFilterList(regionId: $regionId, channelId: $channelId)\n  { id code name } }\n": types.StoreOptionsDocument,
    "\n  query BusinessCalendar {\n    businessCalendar { timeZone today locale currency }\n  }\n": types.BusinessCalendarDocument,
    "\n  query ManagedBrands($managerId: Int!) { brandsForManager(managerId: $managerId) { id name } }\n": types.ManagedBrandsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditTrail($filter: AuditFilter, $limit: Int, $offset: Int) {\n    auditTrail(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items { id at memberId memberName operation recordKind recordId before after requestId }\n    }\n  }\n"): (typeof documents)["\n  query AuditTrail($filter: AuditFilter, $limit: Int, $offset: Int) {\n    auditTrail(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items { id at memberId memberName operation recordKind recordId before after requestId }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditPickers {\n    members: teamMembers(filter: { active: true }, limit: 1000) { items { id name } }\n    auditRecordKinds\n  }\n"): (typeof documents)["\n  query AuditPickers {\n    members: teamMembers(filter: { active: true }, limit: 1000) { items { id name } }\n    auditRecordKinds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccessTokenFields on AccessToken {\n    id memberId name readOnly pages expiresAt createdAt lastUsedAt revokedAt\n  }\n"): (typeof documents)["\n  fragment AccessTokenFields on AccessToken {\n    id memberId name readOnly pages expiresAt createdAt lastUsedAt revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAccessTokens { accessTokens { ...AccessTokenFields } }\n"): (typeof documents)["\n  query MyAccessTokens { accessTokens { ...AccessTokenFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllAccessTokens {\n    allAccessTokens { id memberId name readOnly expiresAt createdAt lastUsedAt revokedAt }\n  }\n"): (typeof documents)["\n  query AllAccessTokens {\n    allAccessTokens { id memberId name readOnly expiresAt createdAt lastUsedAt revokedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TokenMembers { members: teamMembers(filter: { active: true }, limit: 1000) { items { id name login } } }\n"): (typeof documents)["\n  query TokenMembers { members: teamMembers(filter: { active: true }, limit: 1000) { items { id name login } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccessToken($name: String!, $pages: [String!]!, $readOnly: Boolean!, $expiresInDays: Int!) {\n    createAccessToken(name: $name, pages: $pages, readOnly: $readOnly, expiresInDays: $expiresInDays) {\n      token\n      record { ...AccessTokenFields }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAccessToken($name: String!, $pages: [String!]!, $readOnly: Boolean!, $expiresInDays: Int!) {\n    createAccessToken(name: $name, pages: $pages, readOnly: $readOnly, expiresInDays: $expiresInDays) {\n      token\n      record { ...AccessTokenFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeAccessToken($id: Int!) { revokeAccessToken(id: $id) { ...AccessTokenFields } }\n"): (typeof documents)["\n  mutation RevokeAccessToken($id: Int!) { revokeAccessToken(id: $id) { ...AccessTokenFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($username: String!, $password: String!) {\n    login(username: $username, password: $password) { id name login }\n  }\n"): (typeof documents)["\n  mutation SignIn($username: String!, $password: String!) {\n    login(username: $username, password: $password) { id name login }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Brands { brands { id version name active pictures { slot url size } } }\n"): (typeof documents)["\n  query Brands { brands { id version name active pictures { slot url size } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BrandCreate($input: BrandInput!) { createBrand(input: $input) { id name active } }\n"): (typeof documents)["\n  mutation BrandCreate($input: BrandInput!) { createBrand(input: $input) { id name active } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BrandUpdate($id: Int!, $version: String!, $input: BrandInput!) {\n    updateBrand(id: $id, version: $version, input: $input) { id version name active }\n  }\n"): (typeof documents)["\n  mutation BrandUpdate($id: Int!, $version: String!, $input: BrandInput!) {\n    updateBrand(id: $id, version: $version, input: $input) { id version name active }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BrandRemove($id: Int!) { removeBrand(id: $id) }\n"): (typeof documents)["\n  mutation BrandRemove($id: Int!) { removeBrand(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyStoreChecks($filter: ReportFilter, $teamMemberId: Int!) {\n    displayCheckAggregate(filter: $filter, teamMemberId: $teamMemberId, groupBy: [DAY, STORE], measures: [COUNT],\n    limit: 1000) {\n      day storeId count\n    }\n  }\n"): (typeof documents)["\n  query MyStoreChecks($filter: ReportFilter, $teamMemberId: Int!) {\n    displayCheckAggregate(filter: $filter, teamMemberId: $teamMemberId, groupBy: [DAY, STORE], measures: [COUNT],\n    limit: 1000) {\n      day storeId count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTargets($year: Int!, $month: Int!, $teamMemberId: Int!) {\n    achievementByValue(year: $year, month: $month, byBrand: true, teamMemberId: $teamMemberId) {\n      rows { brand { id name } target actual achievement }\n    }\n  }\n"): (typeof documents)["\n  query MyTargets($year: Int!, $month: Int!, $teamMemberId: Int!) {\n    achievementByValue(year: $year, month: $month, byBrand: true, teamMemberId: $teamMemberId) {\n      rows { brand { id name } target actual achievement }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorePictures($filter: ReportFilter, $elementId: Int, $limit: Int, $offset: Int) {\n    storePictures(filter: $filter, elementId: $elementId, limit: $limit, offset: $offset) {\n      total\n      items { id url takenAt element { id name } store { code name city { name } } teamMember { name } brand { name } }\n    }\n    pictureElements { id name }\n  }\n"): (typeof documents)["\n  query StorePictures($filter: ReportFilter, $elementId: Int, $limit: Int, $offset: Int) {\n    storePictures(filter: $filter, elementId: $elementId, limit: $limit, offset: $offset) {\n      total\n      items { id url takenAt element { id name } store { code name city { name } } teamMember { name } brand { name } }\n    }\n    pictureElements { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailPictures($filter: ReportFilter, $elementId: Int, $to: [String!], $cc: [String!]) {\n  emailStorePictures(filter: $filter, elementId: $elementId, to: $to, cc: $cc) { pictures attached to cc } }\n"): (typeof documents)["\n  mutation EmailPictures($filter: ReportFilter, $elementId: Int, $to: [String!], $cc: [String!]) {\n  emailStorePictures(filter: $filter, elementId: $elementId, to: $to, cc: $cc) { pictures attached to cc } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Transfers($filter: ReportFilter, $limit: Int, $offset: Int) {\n    transfers(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items { id date status units fromStore { code name } toStore { code name } teamMember { name } lines {\n      quantity product { code } } }\n    }\n  }\n"): (typeof documents)["\n  query Transfers($filter: ReportFilter, $limit: Int, $offset: Int) {\n    transfers(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items { id date status units fromStore { code name } toStore { code name } teamMember { name } lines {\n      quantity product { code } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeploymentSummary($filter: ReportFilter) { deploymentSummary(filter: $filter) { status { id name }\n  deployments stores } }\n"): (typeof documents)["\n  query DeploymentSummary($filter: ReportFilter) { deploymentSummary(filter: $filter) { status { id name }\n  deployments stores } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Deployments($filter: ReportFilter, $statusId: Int) {\n    deployments(filter: $filter, statusId: $statusId) { id date type status { name } store { code name } teamMember\n    { name } brand { name } }\n    deploymentStatuses { id name }\n  }\n"): (typeof documents)["\n  query Deployments($filter: ReportFilter, $statusId: Int) {\n    deployments(filter: $filter, statusId: $statusId) { id date type status { name } store { code name } teamMember\n    { name } brand { name } }\n    deploymentStatuses { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketActivity($filter: ReportFilter, $activityTypeId: Int, $activityCategoryId: Int) {\n    marketActivities(filter: $filter, activityTypeId: $activityTypeId, activityCategoryId: $activityCategoryId) {\n      id date note category { name type { id name } } store { code name } teamMember { name } brand { name }\n    }\n    activityCategories { id name type { id name } }\n  }\n"): (typeof documents)["\n  query MarketActivity($filter: ReportFilter, $activityTypeId: Int, $activityCategoryId: Int) {\n    marketActivities(filter: $filter, activityTypeId: $activityTypeId, activityCategoryId: $activityCategoryId) {\n      id date note category { name type { id name } } store { code name } teamMember { name } brand { name }\n    }\n    activityCategories { id name type { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityCategoriesOfType($activityTypeId: Int!) { activityCategories(activityTypeId: $activityTypeId) { id\n  name } }\n"): (typeof documents)["\n  query ActivityCategoriesOfType($activityTypeId: Int!) { activityCategories(activityTypeId: $activityTypeId) { id\n  name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketIssues($filter: ReportFilter, $statusId: Int) {\n    marketIssues(filter: $filter, statusId: $statusId) {\n      id date title status { id name } brand { name }\n      store { id code name address city { name } region { name } }\n      teamMember { id name teamType { name } region { name } }\n    }\n  }\n"): (typeof documents)["\n  query MarketIssues($filter: ReportFilter, $statusId: Int) {\n    marketIssues(filter: $filter, statusId: $statusId) {\n      id date title status { id name } brand { name }\n      store { id code name address city { name } region { name } }\n      teamMember { id name teamType { name } region { name } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trainings($fromDate: LocalDate, $toDate: LocalDate, $regionId: Int, $typeId: Int, $modelId: Int) {\n    trainings(fromDate: $fromDate, toDate: $toDate, regionId: $regionId, typeId: $typeId, modelId: $modelId) { id\n    date status trainer durationMinutes type { name } model { name } teamMember { name region { name } } }\n    trainingTypes { id name }\n    trainingModels { id name }\n  }\n"): (typeof documents)["\n  query Trainings($fromDate: LocalDate, $toDate: LocalDate, $regionId: Int, $typeId: Int, $modelId: Int) {\n    trainings(fromDate: $fromDate, toDate: $toDate, regionId: $regionId, typeId: $typeId, modelId: $modelId) { id\n    date status trainer durationMinutes type { name } model { name } teamMember { name region { name } } }\n    trainingTypes { id name }\n    trainingModels { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentStorePictures($filter: ReportFilter) {\n    recentStorePictures(filter: $filter) { id url takenAt element { id name } store { code name city { name } }\n    teamMember { name } brand { name } }\n  }\n"): (typeof documents)["\n  query RecentStorePictures($filter: ReportFilter) {\n    recentStorePictures(filter: $filter) { id url takenAt element { id name } store { code name city { name } }\n    teamMember { name } brand { name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreVisits($filter: ReportFilter, $limit: Int, $offset: Int, $orderBy: StoreVisitOrder) {\n    storeVisits(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {\n      total\n      items {\n        id date checkIn checkOut durationMinutes planned distanceMeters farFromStore\n        store { code name } teamMember { name }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreVisits($filter: ReportFilter, $limit: Int, $offset: Int, $orderBy: StoreVisitOrder) {\n    storeVisits(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {\n      total\n      items {\n        id date checkIn checkOut durationMinutes planned distanceMeters farFromStore\n        store { code name } teamMember { name }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldMembers($regionId: Int) {\n    fieldMembers: teamMembers(filter: { role: FIELD_STAFF, active: true, regionId: $regionId }, limit: 1000) {\n      items { id name login region { name } teamType { name } }\n    }\n  }\n"): (typeof documents)["\n  query FieldMembers($regionId: Int) {\n    fieldMembers: teamMembers(filter: { role: FIELD_STAFF, active: true, regionId: $regionId }, limit: 1000) {\n      items { id name login region { name } teamType { name } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonthVisit($teamMemberId: Int!, $month: Int!, $year: Int!) {\n    monthVisitStatus(teamMemberId: $teamMemberId, month: $month, year: $year) { date planned visited missed unplanned }\n  }\n"): (typeof documents)["\n  query MonthVisit($teamMemberId: Int!, $month: Int!, $year: Int!) {\n    monthVisitStatus(teamMemberId: $teamMemberId, month: $month, year: $year) { date planned visited missed unplanned }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Weeks($year: Int!) { weeks(year: $year) { week fromDate } }\n"): (typeof documents)["\n  query Weeks($year: Int!) { weeks(year: $year) { week fromDate } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JourneyPlan($teamMemberId: Int!, $year: Int!, $week: Int!) {\n    upstreamOffers { planRemoval }\n    journeyPlan(teamMemberId: $teamMemberId, year: $year, week: $week) {\n      year week fromDate\n      days { date weekday planned visited missed unplanned entries { storeId planned visited checkIn store { id code\n      name city { name } } } }\n    }\n  }\n"): (typeof documents)["\n  query JourneyPlan($teamMemberId: Int!, $year: Int!, $week: Int!) {\n    upstreamOffers { planRemoval }\n    journeyPlan(teamMemberId: $teamMemberId, year: $year, week: $week) {\n      year week fromDate\n      days { date weekday planned visited missed unplanned entries { storeId planned visited checkIn store { id code\n      name city { name } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MappedStores($teamMemberId: Int!, $search: String) { mappedStores(teamMemberId: $teamMemberId, search:\n  $search) { id code name } }\n"): (typeof documents)["\n  query MappedStores($teamMemberId: Int!, $search: String) { mappedStores(teamMemberId: $teamMemberId, search:\n  $search) { id code name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePlan($teamMemberId: Int!, $year: Int!, $week: Int!, $changes: [PlanChangeInput!]!) {\n    changeJourneyPlan(teamMemberId: $teamMemberId, year: $year, week: $week, changes: $changes) { date planned\n    changed store { id code name } }\n  }\n"): (typeof documents)["\n  mutation ChangePlan($teamMemberId: Int!, $year: Int!, $week: Int!, $changes: [PlanChangeInput!]!) {\n    changeJourneyPlan(teamMemberId: $teamMemberId, year: $year, week: $week, changes: $changes) { date planned\n    changed store { id code name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyPlan($teamMemberId: Int!, $year: Int!, $fromWeek: Int!, $toWeek: Int!, $preview: Boolean!) {\n    copyJourneyPlan(teamMemberId: $teamMemberId, year: $year, fromWeek: $fromWeek, toWeek: $toWeek, preview: $preview) {\n      preview copied { date store { id code name } } skipped { date reason store { id code name } }\n    }\n  }\n"): (typeof documents)["\n  mutation CopyPlan($teamMemberId: Int!, $year: Int!, $fromWeek: Int!, $toWeek: Int!, $preview: Boolean!) {\n    copyJourneyPlan(teamMemberId: $teamMemberId, year: $year, fromWeek: $fromWeek, toWeek: $toWeek, preview: $preview) {\n      preview copied { date store { id code name } } skipped { date reason store { id code name } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamLocations($regionId: Int) {\n    mapSettings { tileUrl attribution }\n    teamLocations(regionId: $regionId) {\n      latitude longitude at ageMinutes stale visitId\n      teamMember { id name teamType { name } }\n      store { id code name latitude longitude }\n    }\n  }\n"): (typeof documents)["\n  query TeamLocations($regionId: Int) {\n    mapSettings { tileUrl attribution }\n    teamLocations(regionId: $regionId) {\n      latitude longitude at ageMinutes stale visitId\n      teamMember { id name teamType { name } }\n      store { id code name latitude longitude }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductList($filter: ProductFilter, $sort: ProductSort, $limit: Int, $offset: Int) {\n    products(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      items { id version code name shortName groupId active brand { id name } category { id name } }\n    }\n  }\n"): (typeof documents)["\n  query ProductList($filter: ProductFilter, $sort: ProductSort, $limit: Int, $offset: Int) {\n    products(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      items { id version code name shortName groupId active brand { id name } category { id name } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductCreate($input: ProductInput!) { createProduct(input: $input) { id code } }\n"): (typeof documents)["\n  mutation ProductCreate($input: ProductInput!) { createProduct(input: $input) { id code } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductUpdate($id: Int!, $version: String!, $input: ProductInput!) {\n    updateProduct(id: $id, version: $version, input: $input) { id version code active }\n  }\n"): (typeof documents)["\n  mutation ProductUpdate($id: Int!, $version: String!, $input: ProductInput!) {\n    updateProduct(id: $id, version: $version, input: $input) { id version code active }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductRemove($id: Int!) { removeProduct(id: $id) }\n"): (typeof documents)["\n  mutation ProductRemove($id: Int!) { removeProduct(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryList($brandId: Int) { productCategories(brandId: $brandId) { id version name active brand { id name\n  } } }\n"): (typeof documents)["\n  query CategoryList($brandId: Int) { productCategories(brandId: $brandId) { id version name active brand { id name\n  } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategoryCreate($input: ProductCategoryInput!) { createProductCategory(input: $input) { id name } }\n"): (typeof documents)["\n  mutation CategoryCreate($input: ProductCategoryInput!) { createProductCategory(input: $input) { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategoryUpdate($id: Int!, $version: String!, $input: ProductCategoryInput!) {\n    updateProductCategory(id: $id, version: $version, input: $input) { id version name active }\n  }\n"): (typeof documents)["\n  mutation CategoryUpdate($id: Int!, $version: String!, $input: ProductCategoryInput!) {\n    updateProductCategory(id: $id, version: $version, input: $input) { id version name active }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategoryRemove($id: Int!) { removeProductCategory(id: $id) }\n"): (typeof documents)["\n  mutation CategoryRemove($id: Int!) { removeProductCategory(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DailySalesDays($filter: ReportFilter) { dailySales(filter: $filter) { date lines stores quantity value } }\n"): (typeof documents)["\n  query DailySalesDays($filter: ReportFilter) { dailySales(filter: $filter) { date lines stores quantity value } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DailySaleLines($filter: ReportFilter, $limit: Int, $offset: Int) {\n    saleLines(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items { id date quantity value store { code name } product { code name } brand { name } teamMember { name } }\n    }\n  }\n"): (typeof documents)["\n  query DailySaleLines($filter: ReportFilter, $limit: Int, $offset: Int) {\n    saleLines(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items { id date quantity value store { code name } product { code name } brand { name } teamMember { name } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardView($filter: ReportFilter) {\n    dashboard(filter: $filter) {\n      cards { activeStores activeProducts fieldTeam visits lowStockLines salesQuantity salesValue }\n      previousCards { visits lowStockLines salesQuantity salesValue }\n      salesByDay { date quantity value }\n      achievementByBrand { brand { id name } target actual achievement projected atRisk }\n      compliance { brand { id name } lines lowStockLines lowStockRate }\n      recentSales { id date quantity value store { code name } product { code name } teamMember { name } }\n      storeSummary { region { id name } stores activeStores visitedStores }\n      productCountByBrand { brand { id name } products activeProducts }\n    }\n  }\n"): (typeof documents)["\n  query DashboardView($filter: ReportFilter) {\n    dashboard(filter: $filter) {\n      cards { activeStores activeProducts fieldTeam visits lowStockLines salesQuantity salesValue }\n      previousCards { visits lowStockLines salesQuantity salesValue }\n      salesByDay { date quantity value }\n      achievementByBrand { brand { id name } target actual achievement projected atRisk }\n      compliance { brand { id name } lines lowStockLines lowStockRate }\n      recentSales { id date quantity value store { code name } product { code name } teamMember { name } }\n      storeSummary { region { id name } stores activeStores visitedStores }\n      productCountByBrand { brand { id name } products activeProducts }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TargetGrid($year: Int!, $month: Int!, $type: TargetType!, $regionId: Int, $previousYear: Int!,\n  $previousMonth: Int!, $withPrevious: Boolean!) {\n    targetMembers: teamMembers(filter: { role: TAKES_TARGETS, active: true, regionId: $regionId }, limit: 1000) {\n      items { id name login region { name } }\n    }\n    monthlyTargets(year: $year, month: $month, type: $type) { teamMemberId brandId target }\n    previousTargets: monthlyTargets(year: $previousYear, month: $previousMonth) @include(if: $withPrevious) {\n      brandId type\n    }\n    brandOptions { id name active }\n  }\n"): (typeof documents)["\n  query TargetGrid($year: Int!, $month: Int!, $type: TargetType!, $regionId: Int, $previousYear: Int!,\n  $previousMonth: Int!, $withPrevious: Boolean!) {\n    targetMembers: teamMembers(filter: { role: TAKES_TARGETS, active: true, regionId: $regionId }, limit: 1000) {\n      items { id name login region { name } }\n    }\n    monthlyTargets(year: $year, month: $month, type: $type) { teamMemberId brandId target }\n    previousTargets: monthlyTargets(year: $previousYear, month: $previousMonth) @include(if: $withPrevious) {\n      brandId type\n    }\n    brandOptions { id name active }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyTargets(\n    $fromYear: Int!, $fromMonth: Int!, $toYear: Int!, $toMonth: Int!, $preview: Boolean!, $inParts: Boolean!\n  ) {\n    copyMonthlyTargets(fromYear: $fromYear, fromMonth: $fromMonth, toYear: $toYear, toMonth: $toMonth,\n    preview: $preview, inParts: $inParts) { preview copied kept skipped failed remaining }\n  }\n"): (typeof documents)["\n  mutation CopyTargets(\n    $fromYear: Int!, $fromMonth: Int!, $toYear: Int!, $toMonth: Int!, $preview: Boolean!, $inParts: Boolean!\n  ) {\n    copyMonthlyTargets(fromYear: $fromYear, fromMonth: $fromMonth, toYear: $toYear, toMonth: $toMonth,\n    preview: $preview, inParts: $inParts) { preview copied kept skipped failed remaining }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTargets($year: Int!, $month: Int!, $type: TargetType!, $targets: [TargetInput!]!) {\n    setMonthlyTargets(year: $year, month: $month, type: $type, targets: $targets) {\n      saved failed outcomes { teamMemberId brandId saved message }\n    }\n  }\n"): (typeof documents)["\n  mutation SetTargets($year: Int!, $month: Int!, $type: TargetType!, $targets: [TargetInput!]!) {\n    setMonthlyTargets(year: $year, month: $month, type: $type, targets: $targets) {\n      saved failed outcomes { teamMemberId brandId saved message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AchievementView($year: Int!, $month: Int!, $byBrand: Boolean!, $quantity: Boolean!, $value: Boolean!,\n  $filter: ReportFilter) {\n    achievementByQuantity(year: $year, month: $month, byBrand: $byBrand, filter: $filter) @include(if: $quantity) {\n      daysInMonth daysElapsed rows { teamMember { id name login region { name } } brand { id name } target actual\n      achievement projected projectedAchievement atRisk }\n    }\n    achievementByValue(year: $year, month: $month, byBrand: $byBrand, filter: $filter) @include(if: $value) {\n      daysInMonth daysElapsed rows { teamMember { id name login region { name } } brand { id name } target actual\n      achievement projected projectedAchievement atRisk }\n    }\n  }\n"): (typeof documents)["\n  query AchievementView($year: Int!, $month: Int!, $byBrand: Boolean!, $quantity: Boolean!, $value: Boolean!,\n  $filter: ReportFilter) {\n    achievementByQuantity(year: $year, month: $month, byBrand: $byBrand, filter: $filter) @include(if: $quantity) {\n      daysInMonth daysElapsed rows { teamMember { id name login region { name } } brand { id name } target actual\n      achievement projected projectedAchievement atRisk }\n    }\n    achievementByValue(year: $year, month: $month, byBrand: $byBrand, filter: $filter) @include(if: $value) {\n      daysInMonth daysElapsed rows { teamMember { id name login region { name } } brand { id name } target actual\n      achievement projected projectedAchievement atRisk }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SaleReportView($countryId: Int, $filter: ReportFilter) {\n    saleReport(countryId: $countryId, filter: $filter) {\n      brand { id name } channel { id name } lines stores quantity value\n    }\n  }\n"): (typeof documents)["\n  query SaleReportView($countryId: Int, $filter: ReportFilter) {\n    saleReport(countryId: $countryId, filter: $filter) {\n      brand { id name } channel { id name } lines stores quantity value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreMapping($teamMemberId: Int!, $filter: StoreMappingFilter) {\n    storeMapping(teamMemberId: $teamMemberId, filter: $filter) { mapped { id code name city { name } } unmapped { id\n    code name city { name } } }\n  }\n"): (typeof documents)["\n  query StoreMapping($teamMemberId: Int!, $filter: StoreMappingFilter) {\n    storeMapping(teamMemberId: $teamMemberId, filter: $filter) { mapped { id code name city { name } } unmapped { id\n    code name city { name } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MapStores($teamMemberId: Int!, $storeIds: [Int!], $filter: StoreMappingFilter) { mapStores(teamMemberId:\n  $teamMemberId, storeIds: $storeIds, filter: $filter) { changed unchanged } }\n"): (typeof documents)["\n  mutation MapStores($teamMemberId: Int!, $storeIds: [Int!], $filter: StoreMappingFilter) { mapStores(teamMemberId:\n  $teamMemberId, storeIds: $storeIds, filter: $filter) { changed unchanged } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnmapStores($teamMemberId: Int!, $storeIds: [Int!], $filter: StoreMappingFilter) {\n  unmapStores(teamMemberId: $teamMemberId, storeIds: $storeIds, filter: $filter) { changed unchanged } }\n"): (typeof documents)["\n  mutation UnmapStores($teamMemberId: Int!, $storeIds: [Int!], $filter: StoreMappingFilter) {\n  unmapStores(teamMemberId: $teamMemberId, storeIds: $storeIds, filter: $filter) { changed unchanged } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountProducts($channelId: Int!, $gradeId: Int!, $brandId: Int) {\n    accountProducts(channelId: $channelId, gradeId: $gradeId, brandId: $brandId) { mapped { id code name } unmapped\n    { id code name } }\n  }\n"): (typeof documents)["\n  query AccountProducts($channelId: Int!, $gradeId: Int!, $brandId: Int) {\n    accountProducts(channelId: $channelId, gradeId: $gradeId, brandId: $brandId) { mapped { id code name } unmapped\n    { id code name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MapAccountProducts($channelId: Int!, $gradeId: Int!, $productIds: [Int!]!, $add: Boolean!) {\n  mapAccountProducts(channelId: $channelId, gradeId: $gradeId, productIds: $productIds, add: $add) { changed\n  unchanged } }\n"): (typeof documents)["\n  mutation MapAccountProducts($channelId: Int!, $gradeId: Int!, $productIds: [Int!]!, $add: Boolean!) {\n  mapAccountProducts(channelId: $channelId, gradeId: $gradeId, productIds: $productIds, add: $add) { changed\n  unchanged } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreGrades($brandId: Int, $filter: StoreMappingFilter) {\n    storeGrades(brandId: $brandId, filter: $filter) { store { id code name city { name } } brand { id name } grade {\n    id name } }\n    grades { id name }\n  }\n"): (typeof documents)["\n  query StoreGrades($brandId: Int, $filter: StoreMappingFilter) {\n    storeGrades(brandId: $brandId, filter: $filter) { store { id code name city { name } } brand { id name } grade {\n    id name } }\n    grades { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStoreGrade($storeId: Int!, $brandId: Int!, $gradeId: Int!) { setStoreGrade(storeId: $storeId, brandId:\n  $brandId, gradeId: $gradeId) { grade { id name } } }\n"): (typeof documents)["\n  mutation SetStoreGrade($storeId: Int!, $brandId: Int!, $gradeId: Int!) { setStoreGrade(storeId: $storeId, brandId:\n  $brandId, gradeId: $gradeId) { grade { id name } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStoreGrades($storeIds: [Int!]!, $brandId: Int!, $gradeId: Int!) {\n    setStoreGrades(storeIds: $storeIds, brandId: $brandId, gradeId: $gradeId) { storeId ok message store { name } }\n  }\n"): (typeof documents)["\n  mutation SetStoreGrades($storeIds: [Int!]!, $brandId: Int!, $gradeId: Int!) {\n    setStoreGrades(storeIds: $storeIds, brandId: $brandId, gradeId: $gradeId) { storeId ok message store { name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportRecipients { reportRecipients { id name recipients } }\n"): (typeof documents)["\n  query ReportRecipients { reportRecipients { id name recipients } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReportRecipient($reportId: Int!, $email: String!, $add: Boolean!) { setReportRecipient(reportId:\n  $reportId, email: $email, add: $add) { changed unchanged } }\n"): (typeof documents)["\n  mutation SetReportRecipient($reportId: Int!, $email: String!, $add: Boolean!) { setReportRecipient(reportId:\n  $reportId, email: $email, add: $add) { changed unchanged } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandManagers {\n    brandManagers { brand { id name } manager { id name } }\n    brandOptions { id name active }\n    managers: teamMembers(filter: { role: MANAGES_BRANDS, active: true }, limit: 1000) { items { id name } }\n  }\n"): (typeof documents)["\n  query BrandManagers {\n    brandManagers { brand { id name } manager { id name } }\n    brandOptions { id name active }\n    managers: teamMembers(filter: { role: MANAGES_BRANDS, active: true }, limit: 1000) { items { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBrandManager($brandId: Int!, $teamMemberId: Int!, $add: Boolean!) { setBrandManager(brandId: $brandId,\n  teamMemberId: $teamMemberId, add: $add) { changed unchanged } }\n"): (typeof documents)["\n  mutation SetBrandManager($brandId: Int!, $teamMemberId: Int!, $add: Boolean!) { setBrandManager(brandId: $brandId,\n  teamMemberId: $teamMemberId, add: $add) { changed unchanged } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Permissions($teamMemberId: Int!) { permissions(teamMemberId: $teamMemberId) { id page allowed openThrough } }\n"): (typeof documents)["\n  query Permissions($teamMemberId: Int!) { permissions(teamMemberId: $teamMemberId) { id page allowed openThrough } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PermissionMembers {\n    members: teamMembers(filter: { active: true }, limit: 1000) { items { id name login teamType { name } } }\n  }\n"): (typeof documents)["\n  query PermissionMembers {\n    members: teamMembers(filter: { active: true }, limit: 1000) { items { id name login teamType { name } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePermission($teamMemberId: Int!, $permissionId: Int!, $allowed: Boolean!) {\n  updatePermission(teamMemberId: $teamMemberId, permissionId: $permissionId, allowed: $allowed) { id page allowed\n  openThrough } }\n"): (typeof documents)["\n  mutation UpdatePermission($teamMemberId: Int!, $permissionId: Int!, $allowed: Boolean!) {\n  updatePermission(teamMemberId: $teamMemberId, permissionId: $permissionId, allowed: $allowed) { id page allowed\n  openThrough } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) { changePassword(oldPassword: $oldPassword,\n  newPassword: $newPassword) }\n"): (typeof documents)["\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) { changePassword(oldPassword: $oldPassword,\n  newPassword: $newPassword) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamTypeRoles { teamTypes { id name takesTargets managesBrands fieldStaff } }\n"): (typeof documents)["\n  query TeamTypeRoles { teamTypes { id name takesTargets managesBrands fieldStaff } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTeamTypeRoles($teamTypeId: Int!, $takesTargets: Boolean!, $managesBrands: Boolean!, $fieldStaff: Boolean!)\n  { setTeamTypeRoles(teamTypeId: $teamTypeId, takesTargets: $takesTargets, managesBrands: $managesBrands, fieldStaff:\n  $fieldStaff) { id takesTargets managesBrands fieldStaff } }\n"): (typeof documents)["\n  mutation SetTeamTypeRoles($teamTypeId: Int!, $takesTargets: Boolean!, $managesBrands: Boolean!, $fieldStaff: Boolean!)\n  { setTeamTypeRoles(teamTypeId: $teamTypeId, takesTargets: $takesTargets, managesBrands: $managesBrands, fieldStaff:\n  $fieldStaff) { id takesTargets managesBrands fieldStaff } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckSummary($filter: ReportFilter) {\n    displayCheckSummary(filter: $filter) { brand { id name } visits stores lines displayedQty stockQty lowStockLines\n    lowStockRate }\n    displayCheckTrend(filter: $filter) { year week fromDate brand { id name } lines lowStockLines lowStockRate }\n  }\n"): (typeof documents)["\n  query CheckSummary($filter: ReportFilter) {\n    displayCheckSummary(filter: $filter) { brand { id name } visits stores lines displayedQty stockQty lowStockLines\n    lowStockRate }\n    displayCheckTrend(filter: $filter) { year week fromDate brand { id name } lines lowStockLines lowStockRate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckDetail($filter: ReportFilter, $limit: Int, $offset: Int, $orderBy: CheckLineOrder) {\n    displayCheckDetail(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {\n      total\n      totals { visits stores lines displayedQty stockQty lowStockLines }\n      items { visitId date displayedQty stockQty lowStock store { code name } product { code name } brand {\n      name } teamMember { name } }\n    }\n  }\n"): (typeof documents)["\n  query CheckDetail($filter: ReportFilter, $limit: Int, $offset: Int, $orderBy: CheckLineOrder) {\n    displayCheckDetail(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {\n      total\n      totals { visits stores lines displayedQty stockQty lowStockLines }\n      items { visitId date displayedQty stockQty lowStock store { code name } product { code name } brand {\n      name } teamMember { name } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LowStock($filter: ReportFilter, $limit: Int, $offset: Int, $orderBy: CheckLineOrder) {\n    lowStockChecks(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {\n      total\n      totals { visits stores lines displayedQty stockQty lowStockLines }\n      items { visitId date displayedQty stockQty lowStock store { code name city { name } } product { code name\n      } brand { name } teamMember { name } }\n    }\n  }\n"): (typeof documents)["\n  query LowStock($filter: ReportFilter, $limit: Int, $offset: Int, $orderBy: CheckLineOrder) {\n    lowStockChecks(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {\n      total\n      totals { visits stores lines displayedQty stockQty lowStockLines }\n      items { visitId date displayedQty stockQty lowStock store { code name city { name } } product { code name\n      } brand { name } teamMember { name } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckLineGroups($filter: ReportFilter, $groupBy: [CheckLineDimension!]) {\n    displayCheckAggregate(filter: $filter, groupBy: $groupBy, measures: [COUNT, LOW_STOCK_LINES],\n    orderBy: { measure: LOW_STOCK_LINES, direction: DESC }, limit: 1000) {\n      storeId store { code name } memberId teamMember { name } count lowStockLines\n    }\n  }\n"): (typeof documents)["\n  query CheckLineGroups($filter: ReportFilter, $groupBy: [CheckLineDimension!]) {\n    displayCheckAggregate(filter: $filter, groupBy: $groupBy, measures: [COUNT, LOW_STOCK_LINES],\n    orderBy: { measure: LOW_STOCK_LINES, direction: DESC }, limit: 1000) {\n      storeId store { code name } memberId teamMember { name } count lowStockLines\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LowStockGroups($filter: ReportFilter, $groupBy: [CheckLineDimension!]) {\n    lowStockAggregate(filter: $filter, groupBy: $groupBy, measures: [COUNT, LOW_STOCK_LINES],\n    orderBy: { measure: LOW_STOCK_LINES, direction: DESC }, limit: 1000) {\n      storeId store { code name } memberId teamMember { name } count lowStockLines\n    }\n  }\n"): (typeof documents)["\n  query LowStockGroups($filter: ReportFilter, $groupBy: [CheckLineDimension!]) {\n    lowStockAggregate(filter: $filter, groupBy: $groupBy, measures: [COUNT, LOW_STOCK_LINES],\n    orderBy: { measure: LOW_STOCK_LINES, direction: DESC }, limit: 1000) {\n      storeId store { code name } memberId teamMember { name } count lowStockLines\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailLowStock($filter: ReportFilter, $to: [String!], $cc: [String!]) { emailLowStockReport(filter:\n  $filter, to: $to, cc: $cc) { lines to cc } }\n"): (typeof documents)["\n  mutation EmailLowStock($filter: ReportFilter, $to: [String!], $cc: [String!]) { emailLowStockReport(filter:\n  $filter, to: $to, cc: $cc) { lines to cc } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChecksByDate($filter: ReportFilter) { displayChecksByDate(filter: $filter) { date visits stores lines\n  displayedQty stockQty lowStockLines } }\n"): (typeof documents)["\n  query ChecksByDate($filter: ReportFilter) { displayChecksByDate(filter: $filter) { date visits stores lines\n  displayedQty stockQty lowStockLines } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChecksByWeek($filter: ReportFilter) { displayChecksByWeek(filter: $filter) { year week fromDate visits\n  stores lines displayedQty stockQty lowStockLines } }\n"): (typeof documents)["\n  query ChecksByWeek($filter: ReportFilter) { displayChecksByWeek(filter: $filter) { year week fromDate visits\n  stores lines displayedQty stockQty lowStockLines } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Stock($filter: ReportFilter, $limit: Int, $offset: Int, $startingDate: LocalDate, $orderBy: StockOrder) {\n    stockList(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {\n      total totalQuantity\n      items { quantity snapshotDate store { code name } product { code name } brand { name } }\n    }\n    stockStatus(filter: $filter, startingDate: $startingDate) { product { code name } brand { name } stores\n    openingQty closingQty change }\n  }\n"): (typeof documents)["\n  query Stock($filter: ReportFilter, $limit: Int, $offset: Int, $startingDate: LocalDate, $orderBy: StockOrder) {\n    stockList(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {\n      total totalQuantity\n      items { quantity snapshotDate store { code name } product { code name } brand { name } }\n    }\n    stockStatus(filter: $filter, startingDate: $startingDate) { product { code name } brand { name } stores\n    openingQty closingQty change }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreList($filter: StoreFilter, $sort: StoreSort, $limit: Int!, $offset: Int!) {\n    stores(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      items {\n        id version code name address active latitude longitude\n        region { id name }\n        city { id name }\n        districtId\n        grade { id name }\n        subGradeId\n        channelType { id }\n        channel { id name }\n        storeTypeId\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreList($filter: StoreFilter, $sort: StoreSort, $limit: Int!, $offset: Int!) {\n    stores(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      items {\n        id version code name address active latitude longitude\n        region { id name }\n        city { id name }\n        districtId\n        grade { id name }\n        subGradeId\n        channelType { id }\n        channel { id name }\n        storeTypeId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreFilterOptions {\n    upstreamOffers { storeReferenceNames }\n    regions { id name }\n    channelTypes { id name }\n    grades { id name }\n    storeTypes { id name }\n  }\n"): (typeof documents)["\n  query StoreFilterOptions {\n    upstreamOffers { storeReferenceNames }\n    regions { id name }\n    channelTypes { id name }\n    grades { id name }\n    storeTypes { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cities($regionId: Int) { cities(regionId: $regionId) { id name } }\n"): (typeof documents)["\n  query Cities($regionId: Int) { cities(regionId: $regionId) { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Channels($channelTypeId: Int) { channels(channelTypeId: $channelTypeId) { id name } }\n"): (typeof documents)["\n  query Channels($channelTypeId: Int) { channels(channelTypeId: $channelTypeId) { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreFormOptions {\n    upstreamOffers { storeReferenceNames }\n    regions { id name }\n    channelTypes { id name }\n    grades { id name }\n    storeTypes { id name }\n  }\n"): (typeof documents)["\n  query StoreFormOptions {\n    upstreamOffers { storeReferenceNames }\n    regions { id name }\n    channelTypes { id name }\n    grades { id name }\n    storeTypes { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Districts($cityId: Int) { districts(cityId: $cityId) { id name } }\n"): (typeof documents)["\n  query Districts($cityId: Int) { districts(cityId: $cityId) { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubGrades($gradeId: Int) { subGrades(gradeId: $gradeId) { id name } }\n"): (typeof documents)["\n  query SubGrades($gradeId: Int) { subGrades(gradeId: $gradeId) { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreCreate($input: StoreInput!) { createStore(input: $input) { id code name } }\n"): (typeof documents)["\n  mutation StoreCreate($input: StoreInput!) { createStore(input: $input) { id code name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreUpdate($id: Int!, $version: String!, $input: StoreInput!) {\n    updateStore(id: $id, version: $version, input: $input) { id version code name active }\n  }\n"): (typeof documents)["\n  mutation StoreUpdate($id: Int!, $version: String!, $input: StoreInput!) {\n    updateStore(id: $id, version: $version, input: $input) { id version code name active }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreRemove($id: Int!) { removeStore(id: $id) }\n"): (typeof documents)["\n  mutation StoreRemove($id: Int!) { removeStore(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetMemberPassword($id: Int!, $sendInvitation: Boolean) {\n    resetTeamMemberPassword(teamMemberId: $id, sendInvitation: $sendInvitation) { password invitationSentTo }\n  }\n"): (typeof documents)["\n  mutation ResetMemberPassword($id: Int!, $sendInvitation: Boolean) {\n    resetTeamMemberPassword(teamMemberId: $id, sendInvitation: $sendInvitation) { password invitationSentTo }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessRequests { accessRequests { id name login email mobile requestedAt loginTaken region { id name } } }\n"): (typeof documents)["\n  query AccessRequests { accessRequests { id name login email mobile requestedAt loginTaken region { id name } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideAccessRequest($id: Int!, $approve: Boolean!, $teamTypeId: Int) {\n    decideAccessRequest(id: $id, approve: $approve, teamTypeId: $teamTypeId) { id login name }\n  }\n"): (typeof documents)["\n  mutation DecideAccessRequest($id: Int!, $approve: Boolean!, $teamTypeId: Int) {\n    decideAccessRequest(id: $id, approve: $approve, teamTypeId: $teamTypeId) { id login name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAccess($input: AccessRequestInput!) { requestAccess(input: $input) }\n"): (typeof documents)["\n  mutation RequestAccess($input: AccessRequestInput!) { requestAccess(input: $input) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignUpRegions { signUpRegions { id name } }\n"): (typeof documents)["\n  query SignUpRegions { signUpRegions { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamMembers($filter: TeamMemberFilter, $sort: TeamMemberSort, $limit: Int!, $offset: Int!) {\n    teamMembers(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      items { id version login name email mobile active teamType { id name } region { id name } }\n    }\n  }\n"): (typeof documents)["\n  query TeamMembers($filter: TeamMemberFilter, $sort: TeamMemberSort, $limit: Int!, $offset: Int!) {\n    teamMembers(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      items { id version login name email mobile active teamType { id name } region { id name } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamFormOptions { teamTypes { id name } regions { id name } }\n"): (typeof documents)["\n  query TeamFormOptions { teamTypes { id name } regions { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MemberCreate($input: TeamMemberInput!) { createTeamMember(input: $input) { id login name } }\n"): (typeof documents)["\n  mutation MemberCreate($input: TeamMemberInput!) { createTeamMember(input: $input) { id login name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MemberUpdate($id: Int!, $version: String!, $input: TeamMemberInput!) {\n    updateTeamMember(id: $id, version: $version, input: $input) { id version login name active }\n  }\n"): (typeof documents)["\n  mutation MemberUpdate($id: Int!, $version: String!, $input: TeamMemberInput!) {\n    updateTeamMember(id: $id, version: $version, input: $input) { id version login name active }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MemberRemove($id: Int!) { removeTeamMember(id: $id) }\n"): (typeof documents)["\n  mutation MemberRemove($id: Int!) { removeTeamMember(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      name\n      login\n      pages\n      mustChangePassword\n      teamType { id fieldStaff managesBrands takesTargets }\n      menu {\n        ...MenuEntry\n        children {\n          ...MenuEntry\n          children { ...MenuEntry }\n        }\n      }\n    }\n  }\n  fragment MenuEntry on MenuItem { id title type icon url external target }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      name\n      login\n      pages\n      mustChangePassword\n      teamType { id fieldStaff managesBrands takesTargets }\n      menu {\n        ...MenuEntry\n        children {\n          ...MenuEntry\n          children { ...MenuEntry }\n        }\n      }\n    }\n  }\n  fragment MenuEntry on MenuItem { id title type icon url external target }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout { logout }\n"): (typeof documents)["\n  mutation Logout { logout }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandOptions { brandOptions { id name active } upstreamOffers { categoryBrands } }\n"): (typeof documents)["\n  query BrandOptions { brandOptions { id name active } upstreamOffers { categoryBrands } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryOptions($brandId: Int!) { categoryOptions(brandId: $brandId) { id name active } }\n"): (typeof documents)["\n  query CategoryOptions($brandId: Int!) { categoryOptions(brandId: $brandId) { id name active } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportPickers {\n    regions { id name }\n    channels { id name }\n    grades { id name }\n    brandOptions { id name active }\n    managers: teamMembers(filter: { role: MANAGES_BRANDS, active: true }, limit: 1000) { items { id name } }\n  }\n"): (typeof documents)["\n  query ReportPickers {\n    regions { id name }\n    channels { id name }\n    grades { id name }\n    brandOptions { id name active }\n    managers: teamMembers(filter: { role: MANAGES_BRANDS, active: true }, limit: 1000) { items { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CityOptions($regionId: Int!) { cities(regionId: $regionId) { id name } }\n"): (typeof documents)["\n  query CityOptions($regionId: Int!) { cities(regionId: $regionId) { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreOptions($regionId: Int, $channelId: Int) { storeFilterList(regionId: $regionId, channelId: $channelId)\n  { id code name } }\n"): (typeof documents)["\n  query StoreOptions($regionId: Int, $channelId: Int) { storeFilterList(regionId: $regionId, channelId: $channelId)\n  { id code name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessCalendar {\n    businessCalendar { timeZone today locale currency }\n  }\n"): (typeof documents)["\n  query BusinessCalendar {\n    businessCalendar { timeZone today locale currency }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedBrands($managerId: Int!) { brandsForManager(managerId: $managerId) { id name } }\n"): (typeof documents)["\n  query ManagedBrands($managerId: Int!) { brandsForManager(managerId: $managerId) { id name } }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;