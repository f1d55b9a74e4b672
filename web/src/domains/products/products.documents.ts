// The Product List and Product Category List screens' documents.
import { graphql } from '../../gql';

export const ProductListQuery = graphql(`
  query ProductList($filter: ProductFilter, $sort: ProductSort, $limit: Int, $offset: Int) {
    products(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
      total
      items { id version code name shortName groupId active brand { id name } category { id name } }
    }
  }
`);

export const ProductCreateMutation = graphql(`
  mutation ProductCreate($input: ProductInput!) { createProduct(input: $input) { id code } }
`);

export const ProductUpdateMutation = graphql(`
  mutation ProductUpdate($id: Int!, $version: String!, $input: ProductInput!) {
    updateProduct(id: $id, version: $version, input: $input) { id version code active }
  }
`);

export const ProductRemoveMutation = graphql(`
  mutation ProductRemove($id: Int!) { removeProduct(id: $id) }
`);

export const CategoryListQuery = graphql(`
  query CategoryList($brandId: Int) { productCategories(brandId: $brandId) { id version name active brand { id name
  } } }
`);

export const CategoryCreateMutation = graphql(`
  mutation CategoryCreate($input: ProductCategoryInput!) { createProductCategory(input: $input) { id name } }
`);

export const CategoryUpdateMutation = graphql(`
  mutation CategoryUpdate($id: Int!, $version: String!, $input: ProductCategoryInput!) {
    updateProductCategory(id: $id, version: $version, input: $input) { id version name active }
  }
`);

export const CategoryRemoveMutation = graphql(`
  mutation CategoryRemove($id: Int!) { removeProductCategory(id: $id) }
`);
