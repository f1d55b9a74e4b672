// The store list screen's documents: the page of stores and the filter bar's reference lists.
import { graphql } from '../../gql';

export const StoreListQuery = graphql(`
  query StoreList($filter: StoreFilter, $sort: StoreSort, $limit: Int!, $offset: Int!) {
    stores(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
      total
      items {
        id code name address active
        region { id name }
        city { id name }
        grade { id name }
        channel { id name }
      }
    }
  }
`);

export const StoreFilterOptionsQuery = graphql(`
  query StoreFilterOptions {
    regions { id name }
    channelTypes { id name }
    grades { id name }
  }
`);

export const CitiesQuery = graphql(`
  query Cities($regionId: Int) { cities(regionId: $regionId) { id name } }
`);

export const ChannelsQuery = graphql(`
  query Channels($channelTypeId: Int) { channels(channelTypeId: $channelTypeId) { id name } }
`);
