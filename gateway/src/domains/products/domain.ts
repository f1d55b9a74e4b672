// Product List and Product Category.
import type { Domain } from '../../platform/domain.js';
import { ProductsResolver } from './products.resolver.js';

export const productsDomain: Domain = {
  name: 'products',
  resolvers: [ProductsResolver],
};
