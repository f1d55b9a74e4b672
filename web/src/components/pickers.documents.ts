// Filter and form pickers any signed-in member may load: brands, and a brand's categories.
import { graphql } from '../gql';

export const BrandOptionsQuery = graphql(`
  query BrandOptions { brandOptions { id name active } }
`);

export const CategoryOptionsQuery = graphql(`
  query CategoryOptions($brandId: Int!) { categoryOptions(brandId: $brandId) { id name active } }
`);
