// What the distributor's bases serve: the product description's endpoints and parameters
// (contract/description.json), plus the extras a base is configured to offer (UPSTREAM_EXTRAS).
// Every call is planned against it before it leaves: a parameter the base does not take is never
// sent; a filter it does not take is applied here to the rows it answers; anything else the base
// cannot do is refused with UpstreamNotOffered rather than sent and silently ignored.
import { readFileSync } from 'node:fs';
import { UpstreamError } from './errors.js';
import { isWriteEndpoint, type Params } from './query.js';

/** Extras our stand-in offers beyond the description; a real base offers none unless configured. */
export const UPSTREAM_EXTRAS = {
  /** Limit and Offset on the long reports, and the envelope's `total`: pages cut by the base. */
  paging: { params: { '*': ['Limit', 'Offset'] } },
  /** District, sub-grade and store-type names (DistrictList, StoreSubGradeList, StoreTypeList), a store's
   *  sub-grade, and StoreList by grade. */
  'store-references': {
    endpoints: ['DistrictList', 'StoreSubGradeList', 'StoreTypeList'],
    params: { StoreList: ['GradeID'], StoreAdd: ['StoreSubGradeID'], StoreUpdate: ['StoreSubGradeID'] },
  },
  /** Master-record writes checked upstream against the version the form read (Version). */
  versions: { params: { '*': ['Version'] } },
  /** Brand and store pictures served as bytes (BrandPicture, StorePicture). */
  pictures: { endpoints: ['BrandPicture', 'StorePicture'] },
  /** Journey weeks of any year, a plan row removed, a copy previewed (Year, Action, Preview). */
  'journey-weeks': {
    params: {
      GetTeamMemberVisitSummary: ['Year'],
      JourneyPlanChange: ['Action'],
      CopyJourneyPlan: ['Year', 'Preview'],
    },
  },
  /** Report filters beyond the description's (RegionID on TrainingList, the common filters on market issues,
   *  region and manager on targets), and a category's brand. */
  filters: { params: { '*': ['*'] } },
  /** Store and product mappings by a list of ids (StoreIDs, ProductIDs). */
  'bulk-mapping': { params: { UnMappedStores_Add: ['StoreIDs'], MappedStores_Remove: ['StoreIDs'] } },
} as const satisfies Record<string, { endpoints?: readonly string[]; params?: Record<string, readonly string[]> }>;

export type UpstreamExtra = keyof typeof UPSTREAM_EXTRAS;
export const ALL_EXTRAS = Object.keys(UPSTREAM_EXTRAS) as UpstreamExtra[];

interface DescribedEndpoint {
  base: string;
  name: string;
  params: string[];
  notShown?: boolean;
}

const descriptionUrl = new URL('../../../../contract/description.json', import.meta.url);

function readDescription(): Map<string, DescribedEndpoint> {
  const document = JSON.parse(readFileSync(descriptionUrl, 'utf8')) as {
    commonReportFilters: string[];
    endpoints: DescribedEndpoint[];
  };
  return new Map(
    document.endpoints.map((endpoint) => [
      `${endpoint.base}/${endpoint.name}`,
      {
        ...endpoint,
        params: endpoint.params.flatMap((p) => (p === '@common' ? document.commonReportFilters : [p])),
      },
    ]),
  );
}

/** A call the configured bases cannot serve (an endpoint or a parameter beyond what they offer). */
export class UpstreamNotOffered extends UpstreamError {
  readonly code = 'UPSTREAM_ERROR' as const;
  /** What is missing (server logs only). */
  readonly missing: string;
  constructor(endpoint: string, missing: string) {
    super("The distributor's services do not offer this", endpoint);
    this.name = 'UpstreamNotOffered';
    this.missing = missing;
    if (process.env.DEBUG_DESCRIBED) console.error(`NOT OFFERED ${endpoint} ${missing}`);
  }
}

/** A planned call: the parameters to send and, for filters the base does not take, the rows to keep. */
export interface CallPlan {
  params: Params;
  /** Filters applied here, field by field: a row is kept when each field equals the value. */
  rowFilters: [field: string, value: string | number][];
}

/** Values that mean "no filter" (the description's numeric filters default to 0, meaning all). */
const isUnset = (value: unknown) => value === undefined || value === null || value === '' || value === 0;

export class DescribedBases {
  private readonly endpoints = readDescription();
  private readonly extras: ReadonlySet<UpstreamExtra>;

  constructor(extras: Iterable<UpstreamExtra>) {
    this.extras = new Set(extras);
  }

  /** Whether the bases are configured to offer an extra. */
  offers(extra: UpstreamExtra): boolean {
    return this.extras.has(extra);
  }

  private extraAllows(endpoint: string, param?: string): boolean {
    for (const extra of this.extras) {
      const spec = UPSTREAM_EXTRAS[extra] as {
        endpoints?: readonly string[];
        params?: Record<string, readonly string[]>;
      };
      if (param === undefined) {
        if (spec.endpoints?.includes(endpoint)) return true;
        continue;
      }
      const names = [...(spec.params?.[endpoint] ?? []), ...(spec.params?.['*'] ?? [])];
      if (names.includes(param) || names.includes('*')) return true;
    }
    return false;
  }

  /** How one call goes to the bases as configured; UpstreamNotOffered when it cannot. */
  plan(base: string, endpoint: string, params: Params): CallPlan {
    if (base === 'product') return { params, rowFilters: [] }; // the product's own store serves all it declares
    const described = this.endpoints.get(`${base}/${endpoint}`);
    if (!described) {
      if (this.extraAllows(endpoint)) return { params, rowFilters: [] };
      throw new UpstreamNotOffered(endpoint, 'endpoint');
    }
    if (described.notShown) return { params, rowFilters: [] };
    const send: Record<string, Params[string]> = {};
    const rowFilters: CallPlan['rowFilters'] = [];
    for (const [name, value] of Object.entries(params)) {
      if (described.params.includes(name) || this.extraAllows(endpoint, name)) send[name] = value;
      else if (isUnset(value) || name === 'Limit' || name === 'Offset') continue;
      // A read's filter can be applied to the rows it answers; a write's (or an e-mail's, sent before any row
      // comes back) extra field has nowhere to go.
      else if (
        !isWriteEndpoint(endpoint) &&
        /ID$/.test(name) &&
        (typeof value === 'number' || typeof value === 'string')
      )
        rowFilters.push([name, value]);
      else throw new UpstreamNotOffered(endpoint, name);
    }
    return { params: send, rowFilters };
  }

  /** The rows a plan keeps; a base whose rows lack a filtered field cannot be filtered by it. */
  keep<T>(endpoint: string, plan: CallPlan, rows: T): T {
    if (plan.rowFilters.length === 0 || !Array.isArray(rows)) return rows;
    return rows.filter((row: Record<string, unknown>) =>
      plan.rowFilters.every(([field, value]) => {
        if (!(field in row)) throw new UpstreamNotOffered(endpoint, field);
        return String(row[field]) === String(value);
      }),
    ) as T;
  }
}
