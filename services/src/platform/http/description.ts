// The product description's endpoints and their parameters (contract/description.json): what the
// distributor's own bases serve. In strict mode the stand-in serves these and nothing else, so a
// gateway that leans on anything the description does not give fails against it as it would in production.
import { readFileSync } from 'node:fs';
import type { Operation } from './contract.js';

export interface DescribedEndpoint {
  base: string;
  name: string;
  params: string[];
  method?: 'POST';
  /** The description does not show this endpoint's parameters: the contract decides them. */
  notShown?: boolean;
}

interface DescriptionDocument {
  commonReportFilters: string[];
  endpoints: DescribedEndpoint[];
}

export const descriptionPath = new URL('../../../../contract/description.json', import.meta.url);

/** Every described endpoint, `@common` expanded to the common report filters. */
export function describedEndpoints(path: URL | string = descriptionPath): DescribedEndpoint[] {
  const document = JSON.parse(readFileSync(path, 'utf8')) as DescriptionDocument;
  return document.endpoints.map((endpoint) => ({
    ...endpoint,
    params: endpoint.params.flatMap((param) => (param === '@common' ? document.commonReportFilters : [param])),
  }));
}

/**
 * The operations narrowed to the description: endpoints it does not name are left out (404), and a
 * GET's query may carry only the parameters it gives for that endpoint (any other answers 400). The
 * contract's schema stays as it is, so a parameter the description omits still takes its default.
 */
export function describedOperations(operations: Operation[], described = describedEndpoints()): Operation[] {
  const byPath = new Map(described.map((endpoint) => [`/${endpoint.base}/${endpoint.name}`, endpoint]));
  return operations.flatMap((operation) => {
    if (operation.base === 'product') return [operation]; // the product's own store, not a distributor's base
    const endpoint = byPath.get(operation.path);
    if (!endpoint) return [];
    if (endpoint.notShown || operation.multipart) return [operation];
    return [{ ...operation, allowedQuery: ['_token', ...endpoint.params] }];
  });
}
