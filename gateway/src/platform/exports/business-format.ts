// How the business writes numbers: a locale (BUSINESS_LOCALE, by default en-BD) and a currency
// (BUSINESS_CURRENCY, by default BDT, the demo distributor's), given to the client with the calendar.
export const DEFAULT_BUSINESS_LOCALE = 'en-BD';
export const DEFAULT_BUSINESS_CURRENCY = 'BDT';

export function businessLocale(): string {
  return process.env.BUSINESS_LOCALE?.trim() || DEFAULT_BUSINESS_LOCALE;
}

export function businessCurrency(): string {
  return (process.env.BUSINESS_CURRENCY?.trim() || DEFAULT_BUSINESS_CURRENCY).toUpperCase();
}

/** Errors naming the variable when the runtime cannot format by the configured locale or currency. */
export function checkNumberFormat(locale = businessLocale(), currency = businessCurrency()): string[] {
  const problems: string[] = [];
  try {
    if (Intl.NumberFormat.supportedLocalesOf([locale]).length === 0) throw new Error('unknown');
  } catch {
    problems.push(`BUSINESS_LOCALE must be a locale such as en-BD (got ${locale})`);
  }
  if (!/^[A-Z]{3}$/.test(currency) || !Intl.supportedValuesOf('currency').includes(currency)) {
    problems.push(`BUSINESS_CURRENCY must be an ISO 4217 currency code such as BDT (got ${currency})`);
  }
  return problems;
}
