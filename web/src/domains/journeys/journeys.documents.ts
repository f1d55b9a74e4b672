// The month, journey-plan and team-location screens' documents (Store Visit keeps its query in its page).
import { graphql } from '../../gql';

export const FieldMembersQuery = graphql(`
  query FieldMembers($regionId: Int) {
    fieldMembers: teamMembers(filter: { role: FIELD_STAFF, active: true, regionId: $regionId }, limit: 1000) {
      items { id name login region { name } teamType { name } }
    }
  }
`);

export const MonthVisitQuery = graphql(`
  query MonthVisit($teamMemberId: Int!, $month: Int!, $year: Int!) {
    monthVisitStatus(teamMemberId: $teamMemberId, month: $month, year: $year) { date planned visited missed unplanned }
  }
`);

export const WeeksQuery = graphql(`
  query Weeks($year: Int!) { weeks(year: $year) { week fromDate } }
`);

export const JourneyPlanQuery = graphql(`
  query JourneyPlan($teamMemberId: Int!, $year: Int!, $week: Int!) {
    upstreamOffers { planRemoval }
    journeyPlan(teamMemberId: $teamMemberId, year: $year, week: $week) {
      year week fromDate
      days { date weekday planned visited missed unplanned entries { storeId planned visited checkIn store { id code
      name city { name } } } }
    }
  }
`);

export const MappedStoresQuery = graphql(`
  query MappedStores($teamMemberId: Int!, $search: String) { mappedStores(teamMemberId: $teamMemberId, search:
  $search) { id code name } }
`);

export const ChangePlanMutation = graphql(`
  mutation ChangePlan($teamMemberId: Int!, $year: Int!, $week: Int!, $changes: [PlanChangeInput!]!) {
    changeJourneyPlan(teamMemberId: $teamMemberId, year: $year, week: $week, changes: $changes) { date planned
    changed store { id code name } }
  }
`);

export const CopyPlanMutation = graphql(`
  mutation CopyPlan($teamMemberId: Int!, $year: Int!, $fromWeek: Int!, $toWeek: Int!, $preview: Boolean!) {
    copyJourneyPlan(teamMemberId: $teamMemberId, year: $year, fromWeek: $fromWeek, toWeek: $toWeek, preview: $preview) {
      preview copied { date store { id code name } } skipped { date reason store { id code name } }
    }
  }
`);

export const TeamLocationsQuery = graphql(`
  query TeamLocations($regionId: Int) {
    mapSettings { tileUrl attribution }
    teamLocations(regionId: $regionId) {
      latitude longitude at ageMinutes stale visitId
      teamMember { id name teamType { name } }
      store { id code name latitude longitude }
    }
  }
`);
