// Filter and form pickers any signed-in member may load: brands, and a brand's categories.
import { graphql } from '../../gql';

export const BrandOptionsQuery = graphql(`
  query BrandOptions { brandOptions { id name active } upstreamOffers { categoryBrands } }
`);

export const CategoryOptionsQuery = graphql(`
  query CategoryOptions($brandId: Int!) { categoryOptions(brandId: $brandId) { id name active } }
`);

export const ReportPickersQuery = graphql(`
  query ReportPickers {
    regions { id name }
    channels { id name }
    grades { id name }
    brandOptions { id name active }
    managers: teamMembers(filter: { role: MANAGES_BRANDS, active: true }, limit: 1000) { items { id name } }
  }
`);

export const CityOptionsQuery = graphql(`
  query CityOptions($regionId: Int!) { cities(regionId: $regionId) { id name } }
`);

export const StoreOptionsQuery = graphql(`
  query StoreOptions($regionId: Int, $channelId: Int) { storeFilterList(regionId: $regionId, channelId: $channelId)
  { id code name } }
`);
