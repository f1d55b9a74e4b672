// The product's one CSV dialect, written by the gateway (exports), the services (e-mailed reports) and the web
// client (downloads) through csv-stringify: CRLF lines, quotes only where needed (and around edge spaces),
// booleans as true/false, and text a spreadsheet would run as a formula kept as text with a leading quote.
// Kept here, beside the contract, because all three packages write it and none may import another's files.

/** A plain number written as text, signed or not (-5, +8801711000001, 12.5): a spreadsheet reads it as a number,
 *  never as a formula, so it needs no guard (a phone number in E.164 stays as the description gives it). */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** Text that starts like a formula (= + - @, a tab or a carriage return first) with a leading quote. */
export function guardFormula(text: string): string {
  if (text === '' || PLAIN_NUMBER.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** csv-stringify's options for the dialect (its own formula escape is off: it would also quote phone numbers). */
export const CSV_DIALECT = {
  record_delimiter: 'windows',
  quoted_match: /^\s|\s$/,
  cast: {
    boolean: (value: boolean) => String(value),
    string: (value: string) => guardFormula(value),
  },
} as const;
