// The one flow of a report e-mail (low stock, store pictures): the member's e-mail limit first, then the
// report filter the screen shows (dates and every id filter, as its query takes them) and the checked to/cc
// addresses (company recipients only), ready for the upstream call.
import type { Context } from '../../platform/graphql/context.js';
import { EMAIL_ADDRESS, InputChecks } from '../../platform/graphql/validate.js';
import { limited } from '../../platform/http/rate-limits.js';
import { checkReportFilter, type ReportFilter } from '../../platform/reports/report-filter.js';
import { LIMITS } from '../../platform/upstream/limits.gen.js';
import { requireCompanyRecipients } from './report-recipients.js';

/** The most addresses a report e-mail's `to` (or `cc`) takes. */
export const MAX_RECIPIENTS = 20;

/** To or cc addresses: trimmed, without repeats, each an address, at most 20. */
export function checkAddresses(checks: InputChecks, field: 'to' | 'cc', addresses: readonly string[]): string[] {
  const clean = [...new Set(addresses.map((address) => address.trim()).filter(Boolean))];
  const bad = clean.find(
    (address) => address.length > LIMITS['AddReportRecipients.Email'].maxLength || !EMAIL_ADDRESS.test(address),
  );
  if (bad !== undefined) checks.fail(field, `${field} has an invalid address: ${bad}`);
  else if (clean.length > MAX_RECIPIENTS) checks.fail(field, `${field} may have at most ${MAX_RECIPIENTS} addresses`);
  return clean;
}

export interface ReportEmail {
  to: string[];
  cc: string[];
  /** The upstream e-mail call's parameters: the same report filter as the screen's query, and the addresses. */
  request: ReturnType<typeof checkReportFilter>['params'] & {
    FromDate: string;
    ToDate: string;
    toEmails: string;
    ccEmails: string;
  };
}

/** A report e-mail's checked request; BAD_USER_INPUT naming every bad field, or the limit's error. */
export async function reportEmail(
  ctx: Context,
  filter: ReportFilter | null,
  to: readonly string[],
  cc: readonly string[],
): Promise<ReportEmail> {
  // Before anything else: each e-mail counts against the member's (strict) e-mail limit.
  await limited(ctx.limits.email(ctx.session!.id), 'Too many report e-mails', ctx);
  const { params } = checkReportFilter(filter);
  const checks = new InputChecks();
  const toList = checkAddresses(checks, 'to', to);
  const ccList = checkAddresses(checks, 'cc', cc);
  checks.done();
  await requireCompanyRecipients(ctx, { to: toList, cc: ccList });
  return {
    to: toList,
    cc: ccList,
    request: {
      ...params,
      FromDate: params.FromDate ?? '',
      ToDate: params.ToDate ?? '',
      toEmails: toList.join(','),
      ccEmails: ccList.join(','),
    },
  };
}
