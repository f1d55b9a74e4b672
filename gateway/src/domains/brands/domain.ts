// Brand List and brand pictures.
import type { Domain } from '../../platform/domain.js';
import { registerBrandPictures } from './brand-pictures.routes.js';
import { BrandsResolver } from './brands.resolver.js';

export const brandsDomain: Domain = {
  name: 'brands',
  resolvers: [BrandsResolver],
  routes: registerBrandPictures,
};
