// The dashboard's, the sales screens' and the target screens' documents.
import { graphql } from '../../gql';

export const DashboardViewQuery = graphql(`
  query DashboardView($filter: ReportFilter) {
    dashboard(filter: $filter) {
      cards { activeStores activeProducts fieldTeam visits lowStockLines salesQuantity salesValue }
      previousCards { visits lowStockLines salesQuantity salesValue }
      salesByDay { date quantity value }
      achievementByBrand { brand { id name } target actual achievement projected atRisk }
      compliance { brand { id name } lines lowStockLines lowStockRate }
      recentSales { id date quantity value store { code name } product { code name } teamMember { name } }
      storeSummary { region { id name } stores activeStores visitedStores }
      productCountByBrand { brand { id name } products activeProducts }
    }
  }
`);

export const TargetGridQuery = graphql(`
  query TargetGrid($year: Int!, $month: Int!, $type: TargetType!, $regionId: Int, $previousYear: Int!,
  $previousMonth: Int!, $withPrevious: Boolean!) {
    targetMembers: teamMembers(filter: { role: TAKES_TARGETS, active: true, regionId: $regionId }, limit: 1000) {
      items { id name login region { name } }
    }
    monthlyTargets(year: $year, month: $month, type: $type) { teamMemberId brandId target }
    previousTargets: monthlyTargets(year: $previousYear, month: $previousMonth) @include(if: $withPrevious) {
      brandId type
    }
    brandOptions { id name active }
  }
`);

export const CopyTargetsMutation = graphql(`
  mutation CopyTargets(
    $fromYear: Int!, $fromMonth: Int!, $toYear: Int!, $toMonth: Int!, $preview: Boolean!, $inParts: Boolean!
  ) {
    copyMonthlyTargets(fromYear: $fromYear, fromMonth: $fromMonth, toYear: $toYear, toMonth: $toMonth,
    preview: $preview, inParts: $inParts) { preview copied kept skipped failed remaining }
  }
`);

export const SetTargetsMutation = graphql(`
  mutation SetTargets($year: Int!, $month: Int!, $type: TargetType!, $targets: [TargetInput!]!) {
    setMonthlyTargets(year: $year, month: $month, type: $type, targets: $targets) {
      saved failed outcomes { teamMemberId brandId saved message }
    }
  }
`);

export const AchievementViewQuery = graphql(`
  query AchievementView($year: Int!, $month: Int!, $byBrand: Boolean!, $quantity: Boolean!, $value: Boolean!,
  $filter: ReportFilter) {
    achievementByQuantity(year: $year, month: $month, byBrand: $byBrand, filter: $filter) @include(if: $quantity) {
      daysInMonth daysElapsed rows { teamMember { id name login region { name } } brand { id name } target actual
      achievement projected projectedAchievement atRisk }
    }
    achievementByValue(year: $year, month: $month, byBrand: $byBrand, filter: $filter) @include(if: $value) {
      daysInMonth daysElapsed rows { teamMember { id name login region { name } } brand { id name } target actual
      achievement projected projectedAchievement atRisk }
    }
  }
`);

export const SaleReportViewQuery = graphql(`
  query SaleReportView($countryId: Int, $filter: ReportFilter) {
    saleReport(countryId: $countryId, filter: $filter) {
      brand { id name } channel { id name } lines stores quantity value
    }
  }
`);
