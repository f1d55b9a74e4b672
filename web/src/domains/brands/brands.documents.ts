// The Brand List screen's documents.
import { graphql } from '../../gql';

export const BrandsQuery = graphql(`
  query Brands { brands { id version name active pictures { slot url size } } }
`);

export const BrandCreateMutation = graphql(`
  mutation BrandCreate($input: BrandInput!) { createBrand(input: $input) { id name active } }
`);

export const BrandUpdateMutation = graphql(`
  mutation BrandUpdate($id: Int!, $version: String!, $input: BrandInput!) {
    updateBrand(id: $id, version: $version, input: $input) { id version name active }
  }
`);

export const BrandRemoveMutation = graphql(`
  mutation BrandRemove($id: Int!) { removeBrand(id: $id) }
`);
