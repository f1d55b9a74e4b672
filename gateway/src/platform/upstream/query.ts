// Builds upstream request paths: parameters encoded by URLSearchParams, the token added last.
export type ParamValue = string | number | boolean | null | undefined;
export type Params = Readonly<Record<string, ParamValue>>;

export const TOKEN_PARAM = '_token';

/**
 * The path and query of one call, e.g. `/main/StoreList?RegionID=1&_token=…`.
 * Every value is encoded as one literal parameter value, so no value can add a parameter;
 * a caller-supplied `_token` is refused (the token is the client's, not the caller's).
 */
/** The path of an endpoint on a base, without a query (uploads carry everything in the form). */
export function buildEndpointPath(basePath: string, endpoint: string): string {
  if (!/^[A-Za-z0-9_]+$/.test(endpoint)) throw new Error(`Invalid upstream endpoint name: ${endpoint}`);
  return `${basePath.replace(/\/+$/, '')}/${endpoint}`;
}

export function buildRequestPath(basePath: string, endpoint: string, params: Params, token: string): string {
  const path = buildEndpointPath(basePath, endpoint);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key.toLowerCase() === TOKEN_PARAM) throw new Error('The _token parameter is set by the upstream client only');
    if (value === undefined || value === null) continue;
    query.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  query.append(TOKEN_PARAM, token);
  return `${path}?${query.toString()}`;
}

/** Writes change data and are never retried; reads may be. */
export function isWriteEndpoint(endpoint: string): boolean {
  return changesData(endpoint) || /(Login|Email)/.test(endpoint);
}

/** Whether a call may change what reads answer, so cached answers are dropped after it (sign-in and
 *  e-mails change nothing a read returns). A unit test holds this to the contract's endpoints. */
export function changesData(endpoint: string): boolean {
  return /(Add|Update|Remove|Revoke|Change|Copy|Upload|Reset|Decide|RequestAccess)/.test(endpoint);
}
