// Where the company's e-mails may go: addresses in its own domains, REPORT_EMAIL_DOMAINS and the domain of the
// default report address (REPORT_DEFAULT_EMAIL). Report e-mails, invitations and the members' own addresses are
// held to it: whoever holds Users List sets members' addresses, so a member's address widens nothing.

/** The default report address of the services when REPORT_DEFAULT_EMAIL is not set (the same on both sides). */
export const DEFAULT_REPORT_EMAIL = 'reports@fieldforce.example';

export interface EmailPolicy {
  /** The fixed address report e-mails go to when none is given (REPORT_DEFAULT_EMAIL), lower case. */
  defaultAddress: string;
  /** The company's domains, lower case: REPORT_EMAIL_DOMAINS and the default address's own. */
  domains: readonly string[];
}

export const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

export function emailPolicy(settings: {
  reportDefaultEmail: string;
  reportEmailDomains: readonly string[];
}): EmailPolicy {
  const defaultAddress = settings.reportDefaultEmail.toLowerCase();
  return { defaultAddress, domains: [...new Set([...settings.reportEmailDomains, domainOf(defaultAddress)])] };
}

/** Whether an address is in one of the company's domains. */
export const inCompanyDomain = (policy: EmailPolicy, address: string) => policy.domains.includes(domainOf(address));

/** What a refused member's address is told: the domains it may be in. */
export const companyDomainsHint = (policy: EmailPolicy) =>
  `must be an address at ${policy.domains.join(' or ')} (the company's e-mail domains)`;
