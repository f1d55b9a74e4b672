// Who a report e-mail may go to: the default report address, a configured report recipient (Report Email
// Recipient), or an address in the company's domains (REPORT_EMAIL_DOMAINS and the default address's own) that is
// no inactive member's. A member's address grants nothing by itself: whoever holds Users List sets those. Checked
// before the e-mail endpoint is called, so a report never leaves the company; the services check the same again.
// Every refused address is told the same words, so a refusal never says whether an address is a member's.

import { inCompanyDomain } from '../../platform/email-policy.js';
import type { Context } from '../../platform/graphql/context.js';
import { badUserInputs, type FieldProblem, withMessage } from '../../platform/graphql/errors.js';
import { fetchReportRecipients, fetchReports } from '../settings/settings.rest.js';
import { fetchMembers } from '../team/team.rest.js';

/** The one refusal of an address reports may not go to. */
export const refusedRecipient = (field: string, address: string) =>
  `${field}: ${address} is not an address reports may go to`;

/** The addresses of the members who may not receive reports: those of inactive members only (lower case). */
async function inactiveAddresses(ctx: Context, failure: string): Promise<Set<string>> {
  const members = await withMessage(failure, fetchMembers(ctx, 0));
  const email = (member: { Email?: string | null }) => (member.Email ?? '').toLowerCase();
  const active = new Set(members.filter((member) => member.ActiveStatus === 1).map(email));
  return new Set(members.map(email).filter((address) => address !== '' && !active.has(address)));
}

/** The configured report recipients of every report (lower case). */
async function configuredRecipients(ctx: Context, failure: string): Promise<Set<string>> {
  const reports = await withMessage(failure, fetchReports(ctx));
  const recipients = await Promise.all(
    reports.map((report) => withMessage(failure, fetchReportRecipients(ctx, report.ReportID))),
  );
  return new Set(
    recipients
      .flat()
      .map((row) => row.Email?.toLowerCase())
      .filter(Boolean),
  );
}

/** Refuses with BAD_USER_INPUT, naming each address, any `to` or `cc` reports may not go to. */
export async function requireCompanyRecipients(
  ctx: Context,
  lists: { to: readonly string[]; cc: readonly string[] },
): Promise<void> {
  const policy = ctx.emailPolicy;
  const asked = (['to', 'cc'] as const).flatMap((field) =>
    lists[field]
      .filter((address) => address.toLowerCase() !== policy.defaultAddress)
      .map((address) => ({ field, address })),
  );
  if (asked.length === 0) return;
  // Both lists are read whatever the addresses, so neither the words nor the calls tell a member's address apart.
  const failure = 'Failed to check the recipients';
  const [inactive, configured] = await Promise.all([
    inactiveAddresses(ctx, failure),
    configuredRecipients(ctx, failure),
  ]);
  const allowed = (address: string) =>
    configured.has(address.toLowerCase()) || (inCompanyDomain(policy, address) && !inactive.has(address.toLowerCase()));
  const problems: FieldProblem[] = asked
    .filter(({ address }) => !allowed(address))
    .map(({ field, address }) => ({ field, message: refusedRecipient(field, address) }));
  if (problems.length > 0) throw badUserInputs(problems);
}

/** A report recipient to add: the default address, or in the company's domains and no inactive member's. */
export async function requireCompanyAddress(ctx: Context, field: string, address: string): Promise<void> {
  const policy = ctx.emailPolicy;
  if (address.toLowerCase() === policy.defaultAddress) return;
  const inactive = await inactiveAddresses(ctx, 'Failed to check the recipient');
  if (inCompanyDomain(policy, address) && !inactive.has(address.toLowerCase())) return;
  throw badUserInputs([{ field, message: refusedRecipient(field, address) }]);
}
