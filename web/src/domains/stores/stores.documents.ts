// The store list screen's documents: the page of stores and the filter bar's reference lists.
import { graphql } from '../../gql';

export const StoreListQuery = graphql(`
  query StoreList($filter: StoreFilter, $sort: StoreSort, $limit: Int!, $offset: Int!) {
    stores(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
      total
      items {
        id version code name address active latitude longitude
        region { id name }
        city { id name }
        districtId
        grade { id name }
        subGradeId
        channelType { id }
        channel { id name }
        storeTypeId
      }
    }
  }
`);

export const StoreFilterOptionsQuery = graphql(`
  query StoreFilterOptions {
    upstreamOffers { storeReferenceNames }
    regions { id name }
    channelTypes { id name }
    grades { id name }
    storeTypes { id name }
  }
`);

export const CitiesQuery = graphql(`
  query Cities($regionId: Int) { cities(regionId: $regionId) { id name } }
`);

export const ChannelsQuery = graphql(`
  query Channels($channelTypeId: Int) { channels(channelTypeId: $channelTypeId) { id name } }
`);

export const StoreFormOptionsQuery = graphql(`
  query StoreFormOptions {
    upstreamOffers { storeReferenceNames }
    regions { id name }
    channelTypes { id name }
    grades { id name }
    storeTypes { id name }
  }
`);

export const DistrictsQuery = graphql(`
  query Districts($cityId: Int) { districts(cityId: $cityId) { id name } }
`);

export const SubGradesQuery = graphql(`
  query SubGrades($gradeId: Int) { subGrades(gradeId: $gradeId) { id name } }
`);

export const StoreCreateMutation = graphql(`
  mutation StoreCreate($input: StoreInput!) { createStore(input: $input) { id code name } }
`);

export const StoreUpdateMutation = graphql(`
  mutation StoreUpdate($id: Int!, $version: String!, $input: StoreInput!) {
    updateStore(id: $id, version: $version, input: $input) { id version code name active }
  }
`);

export const StoreRemoveMutation = graphql(`
  mutation StoreRemove($id: Int!) { removeStore(id: $id) }
`);
