// Numbers a link carries into a query. A GraphQL Int is a signed 32-bit whole number: an id or a page whose offset
// lies past it could only be answered with the gateway's validation error, so here it is no value (the link is
// repaired, with a notice, as a word where a number belongs is).

/** The largest value a GraphQL Int carries. */
export const GRAPHQL_INT_MAX = 2 ** 31 - 1;

/** A positive whole number a GraphQL Int carries, read from a URL's text; 0 when it is none. */
export function urlId(value: string | null): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 && number <= GRAPHQL_INT_MAX ? number : 0;
}

/** A page number of `size` rows whose offset a GraphQL Int carries; 0 when it is none. */
export function urlPage(value: string | null, size: number): number {
  const page = urlId(value);
  return page > 0 && (page - 1) * size <= GRAPHQL_INT_MAX ? page : 0;
}
