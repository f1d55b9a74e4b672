import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { withMessage } from '../../platform/graphql/errors.js';
import { PageLimit, PageOffset } from '../../platform/graphql/paging.js';
import { listRows } from '../../platform/graphql/query-cost.js';
import { optionalId } from '../../platform/graphql/validate.js';
import { Page, SignedIn } from '../../platform/permissions/page.js';
import { DATE_FILTERS, Honours, RECORD_FILTERS } from '../../platform/reports/honoured.js';
import { REPORT_FILTER_DESCRIPTION, ReportFilter } from '../../platform/reports/report-filter.js';
import { reportPage, reportQuery } from '../reference/report-query.js';
import { reportEmail } from '../store-checks/report-email.js';
import { byId, elements } from './records.common.js';
import { emailStorePictures, fetchRecentStorePictures, fetchStorePictures } from './records.rest.js';
import { NamedItem, PicturesSent, StorePicture, StorePicturePage, storePictureRelations } from './records.types.js';

@Resolver()
export class StorePicturesResolver {
  @Page('Store Pictures')
  @Honours(RECORD_FILTERS)
  @Query(() => StorePicturePage, {
    description:
      'Store pictures over the filter (and one element when elementId is given), newest first. ' +
      "'Failed to fetch store pictures' when the upstream fails. Page: Store Pictures.",
  })
  async storePictures(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
    @Arg('elementId', () => Int, { nullable: true, description: 'StorePictureElementID; null or 0 = all.' }) elementId:
      | number
      | null,
    @PageLimit(60) limit: number,
    @PageOffset() offset: number,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<StorePicturePage> {
    const [[page, known], join] = await reportPage(ctx, info, filter, limit, offset, {
      message: 'Failed to fetch store pictures',
      relations: storePictureRelations,
      fetch: (params, paging) =>
        Promise.all([
          fetchStorePictures(ctx, { ...params, StorePictureElementID: optionalId('elementId', elementId) }, paging),
          elements(ctx),
        ]),
    });
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
  @Honours(RECORD_FILTERS)
  @Query(() => [StorePicture], {
    complexity: listRows(50),
    description: 'The latest 50 store pictures over the filter. Page: Store Pictures.',
  })
  async recentStorePictures(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<StorePicture[]> {
    const [[rows, known], join] = await reportQuery(ctx, info, filter, {
      message: 'Failed to fetch store pictures',
      relations: storePictureRelations,
      fetch: (params) =>
        Promise.all([fetchRecentStorePictures(ctx, { ...params, StorePictureElementID: 0 }), elements(ctx)]),
    });
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
  @Honours(DATE_FILTERS, RECORD_FILTERS)
  @Mutation(() => PicturesSent, {
    description:
      'E-mails the store pictures of the filter and element, as storePictures lists them (listed; the first ' +
      "ten attached); to the configured address when `to` is empty. 'Failed to email store pictures' when it " +
      'cannot be sent. Page: Store Pictures.',
  })
  async emailStorePictures(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
    @Arg('elementId', () => Int, { nullable: true, description: 'StorePictureElementID; null or 0 = all.' })
    elementId: number | null,
    @Arg('to', () => [String], {
      defaultValue: [],
      description: 'Addresses to send to, at most 20; empty (the default) = the configured address.',
    })
    to: string[],
    @Arg('cc', () => [String], { defaultValue: [], description: 'Addresses to copy, at most 20 (default none).' })
    cc: string[],
    @Ctx() ctx: Context,
  ): Promise<PicturesSent> {
    const email = await reportEmail(ctx, filter, to, cc);
    const sent = await withMessage(
      'Failed to email store pictures',
      emailStorePictures(ctx, { ...email.request, StorePictureElementID: optionalId('elementId', elementId) }),
    );
    return {
      pictures: sent?.Pictures ?? 0,
      attached: sent?.Attached ?? 0,
      to: sent?.To ?? email.to,
      cc: sent?.Cc ?? email.cc,
    };
  }
}
