// The field-record screens' documents.
import { graphql } from '../../gql';

export const StorePicturesQuery = graphql(`
  query StorePictures($filter: ReportFilter, $elementId: Int, $limit: Int, $offset: Int) {
    storePictures(filter: $filter, elementId: $elementId, limit: $limit, offset: $offset) {
      total
      items { id url takenAt element { id name } store { code name city { name } } teamMember { name } brand { name } }
    }
    pictureElements { id name }
  }
`);

export const EmailPicturesMutation = graphql(`
  mutation EmailPictures($filter: ReportFilter, $elementId: Int, $to: [String!], $cc: [String!]) {
  emailStorePictures(filter: $filter, elementId: $elementId, to: $to, cc: $cc) { pictures attached to cc } }
`);

export const TransfersQuery = graphql(`
  query Transfers($filter: ReportFilter, $limit: Int, $offset: Int) {
    transfers(filter: $filter, limit: $limit, offset: $offset) {
      total
      items { id date status units fromStore { code name } toStore { code name } teamMember { name } lines {
      quantity product { code } } }
    }
  }
`);

export const DeploymentSummaryQuery = graphql(`
  query DeploymentSummary($filter: ReportFilter) { deploymentSummary(filter: $filter) { status { id name }
  deployments stores } }
`);

export const DeploymentsQuery = graphql(`
  query Deployments($filter: ReportFilter, $statusId: Int) {
    deployments(filter: $filter, statusId: $statusId) { id date type status { name } store { code name } teamMember
    { name } brand { name } }
    deploymentStatuses { id name }
  }
`);

export const MarketActivityQuery = graphql(`
  query MarketActivity($filter: ReportFilter, $activityTypeId: Int, $activityCategoryId: Int) {
    marketActivities(filter: $filter, activityTypeId: $activityTypeId, activityCategoryId: $activityCategoryId) {
      id date note category { name type { id name } } store { code name } teamMember { name } brand { name }
    }
    activityCategories { id name type { id name } }
  }
`);

export const ActivityCategoriesOfTypeQuery = graphql(`
  query ActivityCategoriesOfType($activityTypeId: Int!) { activityCategories(activityTypeId: $activityTypeId) { id
  name } }
`);

export const MarketIssuesQuery = graphql(`
  query MarketIssues($filter: ReportFilter, $statusId: Int) {
    marketIssues(filter: $filter, statusId: $statusId) {
      id date title status { id name } brand { name }
      store { id code name address city { name } region { name } }
      teamMember { id name teamType { name } region { name } }
    }
  }
`);

export const TrainingsQuery = graphql(`
  query Trainings($fromDate: LocalDate, $toDate: LocalDate, $regionId: Int, $typeId: Int, $modelId: Int) {
    trainings(fromDate: $fromDate, toDate: $toDate, regionId: $regionId, typeId: $typeId, modelId: $modelId) { id
    date status trainer durationMinutes type { name } model { name } teamMember { name region { name } } }
    trainingTypes { id name }
    trainingModels { id name }
  }
`);

export const RecentStorePicturesQuery = graphql(`
  query RecentStorePictures($filter: ReportFilter) {
    recentStorePictures(filter: $filter) { id url takenAt element { id name } store { code name city { name } }
    teamMember { name } brand { name } }
  }
`);
