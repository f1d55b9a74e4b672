// Types of upstream calls derived from the generated contract (contract.gen.ts): endpoint names
// per base, their query parameters and the `data` of their success responses.
import type { components, paths } from './contract.gen.js';

/** The distributor's three bases, and the product's own store. */
export type BaseName = 'main' | 'settings' | 'transfer' | 'product';
export type Row<Name extends keyof components['schemas']> = components['schemas'][Name];

/** Endpoint names the contract lists under one base (`/main/StoreList` → 'StoreList'). */
export type EndpointOf<Base extends BaseName> = {
  [Path in keyof paths]: Path extends `/${Base}/${infer Endpoint}` ? Endpoint : never;
}[keyof paths];

type GetOf<Base extends BaseName, Endpoint extends EndpointOf<Base>> = paths[`/${Base}/${Endpoint}` &
  keyof paths]['get'];

type QueryOf<Op> = Op extends { parameters: { query?: infer Query } } ? Query : never;

/** The query parameters of an endpoint (an empty object when it takes none). */
export type ParamsOf<Base extends BaseName, Endpoint extends EndpointOf<Base>> = [
  NonNullable<QueryOf<GetOf<Base, Endpoint>>>,
] extends [never]
  ? Record<string, never>
  : NonNullable<QueryOf<GetOf<Base, Endpoint>>>;

type OkBody<Op> = Op extends { responses: { 200: { content: { 'application/json': infer Body } } } } ? Body : never;

/** The `data` of an endpoint's success response. */
export type DataOf<Base extends BaseName, Endpoint extends EndpointOf<Base>> =
  OkBody<GetOf<Base, Endpoint>> extends { data: infer Data } ? Data : never;
