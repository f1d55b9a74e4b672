// Field records: store pictures (and their e-mail), transfers, deployments, market activity and
// issues, trainings, with stores, members, products and brands joined from the cached lists and the
// small fixed lists (elements, statuses, types) cached too.
// Pages: Store Pictures, Product Transfer, Deployment, Market Activity, Market Issues, Training List.
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import { limited } from '../../rate-limits.js';
import type { Context } from '../../context.js';
import { withMessage } from '../../errors.js';
import { checkPaging, PageLimit, PageOffset } from '../../paging.js';
import { selectionOf } from '../../selection.js';
import { InputChecks, optionalId } from '../../validate.js';
import { Page, SignedIn } from '../access/page.js';
import { checkAddresses } from '../reports/checks.resolver.js';
import { requireCompanyRecipients } from '../reports/report-recipients.js';
import { checkReportFilter, ReportFilter } from '../reports/report-filter.js';
import {
  ActivityCategory,
  Deployment,
  DeploymentSummaryRow,
  MarketActivity,
  MarketIssue,
  NamedItem,
  PicturesSent,
  StorePicture,
  StorePicturePage,
  Training,
  type Transfer,
  TransferPage,
} from './records.types.js';
import {
  emailStorePictures,
  fetchActivityCategories,
  fetchDeploymentStatuses,
  fetchDeployments,
  fetchDeploymentSummary,
  fetchMarketActivity,
  fetchMarketIssues,
  fetchPictureElements,
  fetchRecentStorePictures,
  fetchStorePictures,
  fetchTrainingModels,
  fetchTrainingTypes,
  fetchTrainings,
  fetchTransfers,
} from './records.rest.js';
import { joinFor, joinOf } from '../joins/joins.js';
import { neededRefs } from '../lookups/lookups.relations.js';
import {
  deploymentRelations,
  marketActivityRelations,
  marketIssueRelations,
  storePictureRelations,
  trainingRelations,
  transferLineRelations,
  transferRelations,
} from './records.types.js';

const LONG_RANGE_DAYS = 3660;

const byId = (items: readonly NamedItem[]) => new Map(items.map((item) => [item.id, item]));

function elements(ctx: Context): Promise<NamedItem[]> {
  return ctx.refs.fixed('elements', async () =>
    (await fetchPictureElements(ctx)).map((row) => ({
      id: row.StorePictureElementID,
      name: row.ElementName,
    })),
  );
}
function deploymentStatuses(ctx: Context): Promise<NamedItem[]> {
  return ctx.refs.fixed('deployment-statuses', async () =>
    (await fetchDeploymentStatuses(ctx)).map((row) => ({
      id: row.StatusID,
      name: row.StatusName,
    })),
  );
}
/** ActivityCategory takes ActivityTypeID (0 = every type); each answer is cached. */
function categories(ctx: Context, typeId = 0): Promise<ActivityCategory[]> {
  return ctx.refs.fixed(`activity-categories:${typeId}`, async () =>
    (await fetchActivityCategories(ctx, typeId)).map((row) => ({
      id: row.ActivityCategoryID,
      name: row.ActivityCategoryName,
      type: { id: row.ActivityTypeID, name: row.ActivityTypeName },
    })),
  );
}
function trainingTypes(ctx: Context): Promise<NamedItem[]> {
  return ctx.refs.fixed('training-types', async () =>
    (await fetchTrainingTypes(ctx)).map((row) => ({
      id: row.TrainingTypeID,
      name: row.TrainingTypeName,
    })),
  );
}
function trainingModels(ctx: Context): Promise<NamedItem[]> {
  return ctx.refs.fixed('training-models', async () =>
    (await fetchTrainingModels(ctx)).map((row) => ({
      id: row.TrainingModelID,
      name: row.TrainingModelName,
    })),
  );
}

@Resolver()
export class RecordsResolver {
  @Page('Store Pictures')
  @Query(() => StorePicturePage, {
    description:
      'Store pictures over the filter (and one element when elementId is given), newest first. ' +
      "'Failed to fetch store pictures' when the upstream fails. Page: Store Pictures.",
  })
  async storePictures(
    @Arg('filter', () => ReportFilter, { nullable: true }) filter: ReportFilter | null,
    @Arg('elementId', () => Int, { nullable: true, description: 'StorePictureElementID; null or 0 = all.' }) elementId:
      | number
      | null,
    @PageLimit(60) limit: number,
    @PageOffset() offset: number,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<StorePicturePage> {
    const { params } = checkReportFilter(filter);
    const paging = checkPaging(limit, offset);
    const [page, join, known] = await Promise.all([
      withMessage(
        'Failed to fetch store pictures',
        fetchStorePictures(ctx, { ...params, StorePictureElementID: optionalId('elementId', elementId) }, paging),
      ),
      joinFor(ctx, storePictureRelations, selectionOf(info).get('items')),
      withMessage('Failed to fetch store pictures', elements(ctx)),
    ]);
    const names = byId(known);
    return {
      total: page.total,
      items: page.rows.map((row) => ({
        id: row.PictureID,
        takenAt: row.TakenAt,
        url: `/api/store-pictures/${row.PictureID}`,
        store: join.store(row.StoreID),
        teamMember: join.member(row.TeamMemberID),
        brand: join.brand(row.BrandID),
        element: names.get(row.StorePictureElementID) ?? null,
      })),
    };
  }

  @Page('Store Pictures')
  @Query(() => [StorePicture], { description: 'The latest 50 store pictures over the filter. Page: Store Pictures.' })
  async recentStorePictures(
    @Arg('filter', () => ReportFilter, { nullable: true }) filter: ReportFilter | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<StorePicture[]> {
    const { params } = checkReportFilter(filter);
    const [rows, join, known] = await Promise.all([
      withMessage(
        'Failed to fetch store pictures',
        fetchRecentStorePictures(ctx, { ...params, StorePictureElementID: 0 }),
      ),
      joinFor(ctx, storePictureRelations, selectionOf(info)),
      withMessage('Failed to fetch store pictures', elements(ctx)),
    ]);
    const names = byId(known);
    return rows.map((row) => ({
      id: row.PictureID,
      takenAt: row.TakenAt,
      url: `/api/store-pictures/${row.PictureID}`,
      store: join.store(row.StoreID),
      teamMember: join.member(row.TeamMemberID),
      brand: join.brand(row.BrandID),
      element: names.get(row.StorePictureElementID) ?? null,
    }));
  }

  @SignedIn()
  @Query(() => [NamedItem], { description: 'What a store picture can show (shelf, display, …).' })
  pictureElements(@Ctx() ctx: Context): Promise<NamedItem[]> {
    return elements(ctx);
  }

  @Page('Store Pictures')
  @Mutation(() => PicturesSent, {
    description:
      "E-mails the store pictures of the filter's dates (listed; the first ten attached); to the " +
      "configured address when `to` is empty. 'Failed to email store pictures' when it cannot be " +
      'sent. Page: Store Pictures.',
  })
  async emailStorePictures(
    @Arg('filter', () => ReportFilter, { nullable: true }) filter: ReportFilter | null,
    @Arg('to', () => [String], { defaultValue: [] }) to: string[],
    @Arg('cc', () => [String], { defaultValue: [] }) cc: string[],
    @Ctx() ctx: Context,
  ): Promise<PicturesSent> {
    // Before anything else: each e-mail counts against the member's (strict) e-mail limit.
    await limited(ctx.limits.email(ctx.session!.id), 'Too many report e-mails', ctx);
    const { params } = checkReportFilter(filter);
    const checks = new InputChecks();
    const toList = checkAddresses(checks, 'to', to);
    const ccList = checkAddresses(checks, 'cc', cc);
    checks.done();
    await requireCompanyRecipients(ctx, { to: toList, cc: ccList });
    const sent = await withMessage(
      'Failed to email store pictures',
      emailStorePictures(ctx, {
        FromDate: params.FromDate,
        ToDate: params.ToDate,
        toEmails: toList.join(','),
        ccEmails: ccList.join(','),
      }),
    );
    return {
      pictures: sent?.Pictures ?? 0,
      attached: sent?.Attached ?? 0,
      to: sent?.To ?? toList,
      cc: sent?.Cc ?? ccList,
    };
  }

  @Page('Product Transfer')
  @Query(() => TransferPage, {
    description: 'Product transfers between stores over the filter, newest first. Page: Product Transfer.',
  })
  async transfers(
    @Arg('filter', () => ReportFilter, { nullable: true }) filter: ReportFilter | null,
    @PageLimit() limit: number,
    @PageOffset() offset: number,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<TransferPage> {
    const { params } = checkReportFilter(filter);
    const paging = checkPaging(limit, offset);
    const items = selectionOf(info).get('items');
    const [page, join] = await Promise.all([
      withMessage('Failed to fetch transfers', fetchTransfers(ctx, params, paging)),
      ctx.refs
        .load(neededRefs(transferLineRelations, items?.get('lines'), neededRefs(transferRelations, items)), ctx.log)
        .then((refs) => joinOf(refs)),
    ]);
    return {
      total: page.total,
      items: page.rows.map(
        (row): Transfer => ({
          id: row.TransferID,
          date: row.TransferDate,
          fromStore: join.store(row.FromStoreID),
          toStore: join.store(row.TransferTo_StoreID),
          teamMember: join.member(row.TeamMemberID),
          status: row.Status,
          lines: row.Products.map((line) => ({ product: join.product(line.ProductID), quantity: line.Quantity })),
          units: row.Products.reduce((sum, line) => sum + line.Quantity, 0),
        }),
      ),
    };
  }

  @Page('Market Activity')
  @Query(() => [MarketActivity], {
    description:
      'Market activities over the filter (and one type, one category when given), newest first. Page: Market Activity.',
  })
  async marketActivities(
    @Arg('filter', () => ReportFilter, { nullable: true }) filter: ReportFilter | null,
    @Arg('activityTypeId', () => Int, { nullable: true }) activityTypeId: number | null,
    @Arg('activityCategoryId', () => Int, { nullable: true, description: 'ActivityCategoryID; null or 0 = all.' })
    activityCategoryId: number | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<MarketActivity[]> {
    const { params } = checkReportFilter(filter);
    const kind = {
      ActivityTypeID: optionalId('activityTypeId', activityTypeId),
      ActivityCategoryID: optionalId('activityCategoryId', activityCategoryId),
    };
    const [rows, join, kinds] = await Promise.all([
      withMessage('Failed to fetch market activity', fetchMarketActivity(ctx, { ...params, ...kind })),
      joinFor(ctx, marketActivityRelations, selectionOf(info)),
      withMessage('Failed to fetch market activity', categories(ctx)),
    ]);
    const byId = new Map(kinds.map((category) => [category.id, category]));
    return rows.map((row) => ({
      id: row.ActivityID,
      date: row.ActivityDate,
      store: join.store(row.StoreID),
      teamMember: join.member(row.TeamMemberID),
      brand: join.brand(row.BrandID),
      category: byId.get(row.ActivityCategoryID) ?? null,
      note: row.Note,
    }));
  }

  @SignedIn()
  @Query(() => [ActivityCategory], {
    description: 'Market activity categories, of one type when activityTypeId is given.',
  })
  async activityCategories(
    @Arg('activityTypeId', () => Int, { nullable: true }) activityTypeId: number | null,
    @Ctx() ctx: Context,
  ): Promise<ActivityCategory[]> {
    return categories(ctx, optionalId('activityTypeId', activityTypeId));
  }

  @Page('Deployment')
  @Query(() => [Deployment], {
    description: 'Deployments over the filter (and one status when statusId is given), newest first. Page: Deployment.',
  })
  async deployments(
    @Arg('filter', () => ReportFilter, { nullable: true }) filter: ReportFilter | null,
    @Arg('statusId', () => Int, { nullable: true }) statusId: number | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Deployment[]> {
    const { params } = checkReportFilter(filter);
    const [rows, join, statuses] = await Promise.all([
      withMessage(
        'Failed to fetch deployments',
        fetchDeployments(ctx, { ...params, StatusID: optionalId('statusId', statusId) }),
      ),
      joinFor(ctx, deploymentRelations, selectionOf(info)),
      withMessage('Failed to fetch deployments', deploymentStatuses(ctx)),
    ]);
    const status = byId(statuses);
    return rows.map((row) => ({
      id: row.DeploymentID,
      date: row.DeployedOn,
      store: join.store(row.StoreID),
      teamMember: join.member(row.TeamMemberID),
      brand: join.brand(row.BrandID),
      type: row.DeploymentType,
      status: status.get(row.StatusID) ?? null,
    }));
  }

  @Page('Deployment')
  @Query(() => [DeploymentSummaryRow], {
    description:
      "Deployments per status; without dates the description's range 2020-01-01 to 2025-10-01 " +
      '(up to ten years when given). Page: Deployment.',
  })
  async deploymentSummary(
    @Arg('filter', () => ReportFilter, { nullable: true }) filter: ReportFilter | null,
    @Ctx() ctx: Context,
  ): Promise<DeploymentSummaryRow[]> {
    const { params } = checkReportFilter(filter, new Date(), { maxDays: LONG_RANGE_DAYS, upstreamDefaults: true });
    const [rows, statuses] = await Promise.all([
      withMessage('Failed to fetch deployments', fetchDeploymentSummary(ctx, params)),
      withMessage('Failed to fetch deployments', deploymentStatuses(ctx)),
    ]);
    const status = byId(statuses);
    return rows.map((row) => ({
      status: status.get(row.StatusID) ?? null,
      deployments: row.Deployments,
      stores: row.Stores,
    }));
  }

  @SignedIn()
  @Query(() => [NamedItem], { description: 'The deployment statuses.' })
  deploymentStatuses(@Ctx() ctx: Context): Promise<NamedItem[]> {
    return deploymentStatuses(ctx);
  }

  @Page('Market Issues')
  @Query(() => [MarketIssue], {
    description:
      'Market issues over the filter (and one status when statusId is given: 1 Open, 2 In ' +
      'progress, 3 Resolved), newest first. Page: Market Issues.',
  })
  async marketIssues(
    @Arg('filter', () => ReportFilter, { nullable: true }) filter: ReportFilter | null,
    @Arg('statusId', () => Int, { nullable: true }) statusId: number | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<MarketIssue[]> {
    const { params } = checkReportFilter(filter);
    const [rows, join] = await Promise.all([
      withMessage(
        'Failed to fetch market issues',
        fetchMarketIssues(ctx, { ...params, StatusID: optionalId('statusId', statusId) }),
      ),
      joinFor(ctx, marketIssueRelations, selectionOf(info)),
    ]);
    return rows.map((row) => ({
      id: row.IssueID,
      date: row.ReportedOn,
      store: join.store(row.StoreID),
      teamMember: join.member(row.TeamMemberID),
      brand: join.brand(row.BrandID),
      status: { id: row.StatusID, name: row.StatusName },
      title: row.Title,
    }));
  }

  @Page('Training List')
  @Query(() => [Training], {
    description:
      "Trainings between two days (default the description's 2023-01-01 to 2027-01-01), of one " +
      'type, model or region. Page: Training List.',
  })
  async trainings(
    @Arg('fromDate', () => String, { nullable: true, description: 'YYYY-MM-DD.' }) fromDate: string | null,
    @Arg('toDate', () => String, { nullable: true, description: 'YYYY-MM-DD.' }) toDate: string | null,
    @Arg('typeId', () => Int, { nullable: true }) typeId: number | null,
    @Arg('modelId', () => Int, { nullable: true }) modelId: number | null,
    @Arg('regionId', () => Int, { nullable: true }) regionId: number | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Training[]> {
    const { params } = checkReportFilter({ fromDate, toDate, regionId }, new Date(), {
      maxDays: LONG_RANGE_DAYS,
      upstreamDefaults: true,
    });
    const upstream = {
      FromDate: params.FromDate,
      ToDate: params.ToDate,
      RegionID: params.RegionID,
      TrainingTypeID: optionalId('typeId', typeId),
      TrainingModelID: optionalId('modelId', modelId),
    };
    const [rows, join, types, models] = await Promise.all([
      withMessage('Failed to fetch trainings', fetchTrainings(ctx, upstream)),
      joinFor(ctx, trainingRelations, selectionOf(info)),
      withMessage('Failed to fetch trainings', trainingTypes(ctx)),
      withMessage('Failed to fetch trainings', trainingModels(ctx)),
    ]);
    const type = byId(types);
    const model = byId(models);
    return rows.map((row) => ({
      id: row.TrainingID,
      date: row.TrainingDate,
      teamMember: join.member(row.TeamMemberID),
      type: type.get(row.TrainingTypeID) ?? null,
      model: model.get(row.TrainingModelID) ?? null,
      trainer: row.Trainer,
      durationMinutes: row.DurationMinutes,
    }));
  }

  @SignedIn()
  @Query(() => [NamedItem], { description: 'Training types.' })
  trainingTypes(@Ctx() ctx: Context): Promise<NamedItem[]> {
    return trainingTypes(ctx);
  }

  @SignedIn()
  @Query(() => [NamedItem], { description: 'Training models.' })
  trainingModels(@Ctx() ctx: Context): Promise<NamedItem[]> {
    return trainingModels(ctx);
  }
}
