// Who a report e-mail may go to: a member's address, a configured report recipient, or an address
// in an allowed domain (REPORT_EMAIL_DOMAINS). Checked before the e-mail endpoint is called, so
// a report never leaves the company; the services check the same again.
import type { Context } from '../../context.js';
import { badUserInputs, withMessage, type FieldProblem } from '../../errors.js';
import { fetchReportRecipients, fetchReports } from '../settings/settings.rest.js';
import { fetchMembers } from '../team/team.rest.js';

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** Refuses with BAD_USER_INPUT, naming each address, any `to` or `cc` outside the company. */
export async function requireCompanyRecipients(
  ctx: Context,
  lists: { to: readonly string[]; cc: readonly string[] },
): Promise<void> {
  const allowed = new Set(ctx.reportEmailDomains);
  const outside = (['to', 'cc'] as const).flatMap((field) =>
    lists[field].filter((address) => !allowed.has(domainOf(address))).map((address) => ({ field, address })),
  );
  if (outside.length === 0) return;
  // Only when an address is not in an allowed domain: the members' and recipients' addresses.
  const [members, reports] = await Promise.all([
    withMessage('Failed to check the recipients', fetchMembers(ctx, 0)),
    withMessage('Failed to check the recipients', fetchReports(ctx)),
  ]);
  const recipients = await Promise.all(
    reports.map((report) => withMessage('Failed to check the recipients', fetchReportRecipients(ctx, report.ReportID))),
  );
  const known = new Set(
    [...members.map((member) => member.Email), ...recipients.flat().map((row) => row.Email)]
      .filter(Boolean)
      .map((email) => email.toLowerCase()),
  );
  const problems: FieldProblem[] = outside
    .filter(({ address }) => !known.has(address.toLowerCase()))
    .map(({ field, address }) => ({
      field,
      message: `${field}: ${address} is not a member's address, a report recipient or in an allowed domain`,
    }));
  if (problems.length > 0) throw badUserInputs(problems);
}

/** A report recipient to add must be in an allowed domain or a member's address (BAD_USER_INPUT naming it). */
export async function requireCompanyAddress(ctx: Context, field: string, address: string): Promise<void> {
  if (ctx.reportEmailDomains.includes(domainOf(address))) return;
  const members = await withMessage('Failed to check the recipient', fetchMembers(ctx, 0));
  if (members.some((member) => member.Email?.toLowerCase() === address.toLowerCase())) return;
  throw badUserInputs([
    { field, message: `${field}: ${address} is not a member's address or in an allowed domain (REPORT_EMAIL_DOMAINS)` },
  ]);
}
