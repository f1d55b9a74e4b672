// Report Email Recipient: the e-mailed reports with their recipients, and adding (company addresses only)
// or removing one. Page: Report Email Recipient.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { withMessage } from '../../platform/graphql/errors.js';
import { DEFAULT_LIST_ROWS, listRows } from '../../platform/graphql/query-cost.js';
import { EMAIL_ADDRESS, InputChecks } from '../../platform/graphql/validate.js';
import { Page } from '../../platform/permissions/page.js';
import { LIMITS } from '../../platform/upstream/limits.gen.js';
import { requireCompanyAddress } from '../store-checks/report-recipients.js';
import { refused } from './settings.common.js';
import { change } from './settings.mapper.js';
import { changeReportRecipient, fetchReportRecipients, fetchReports } from './settings.rest.js';
import { MappingChange, ReportRecipients } from './settings.types.js';

@Resolver()
export class ReportRecipientsResolver {
  @Page('Report Email Recipient')
  @Query(() => [ReportRecipients], {
    complexity: listRows(DEFAULT_LIST_ROWS),
    description: 'The e-mailed reports and their recipients. Page: Report Email Recipient.',
  })
  async reportRecipients(@Ctx() ctx: Context): Promise<ReportRecipients[]> {
    const reports = await withMessage('Failed to fetch report recipients', fetchReports(ctx));
    return Promise.all(
      reports.map(async (report) => ({
        id: report.ReportID,
        name: report.ReportName,
        recipients: (
          await withMessage('Failed to fetch report recipients', fetchReportRecipients(ctx, report.ReportID))
        ).map((row) => row.Email),
      })),
    );
  }

  @Page('Report Email Recipient')
  @Mutation(() => MappingChange, {
    description: 'Adds (add: true) or removes a recipient of a report. Page: Report Email Recipient.',
  })
  async setReportRecipient(
    @Arg('reportId', () => Int, { description: 'The report (ReportID, as reportRecipients lists it).' })
    reportId: number,
    @Arg('email', () => String, { description: 'The e-mail address.' }) email: string,
    @Arg('add', () => Boolean, { description: 'true: add the recipient; false: remove them.' }) add: boolean,
    @Ctx() ctx: Context,
  ): Promise<MappingChange> {
    const checks = new InputChecks();
    checks.id('reportId', reportId);
    const address = checks
      .text('email', email, LIMITS['AddReportRecipients.Email'], {
        required: true,
        pattern: EMAIL_ADDRESS,
        hint: 'must be an e-mail address',
      })
      .toLowerCase();
    checks.done();
    // Like report e-mails: a recipient outside the company is refused (removing one never is).
    if (add) await requireCompanyAddress(ctx, 'email', address);
    const row = await changeReportRecipient(ctx, add, { ReportID: reportId, Email: address }).catch(refused);
    return change(row);
  }
}
