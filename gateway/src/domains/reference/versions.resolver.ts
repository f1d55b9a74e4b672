// The version of a store, product, category or brand as a client sees it: records carry it inside the gateway
// in a form never shown (versions.ts), and these field resolvers show it (a derived one keyed with the server's
// secret). A member's version is shown by TeamMemberContactResolver, to Users List holders only.
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { Brand } from '../brands/brands.types.js';
import { Product, ProductCategory } from '../products/products.types.js';
import { Store } from '../stores/stores.types.js';

@Resolver(() => Store)
export class StoreVersionResolver {
  @FieldResolver()
  version(@Root() store: Store, @Ctx() ctx: Context): string {
    return ctx.edits.shown(store.version);
  }
}

@Resolver(() => Product)
export class ProductVersionResolver {
  @FieldResolver()
  version(@Root() product: Product, @Ctx() ctx: Context): string {
    return ctx.edits.shown(product.version);
  }
}

@Resolver(() => ProductCategory)
export class ProductCategoryVersionResolver {
  @FieldResolver()
  version(@Root() category: ProductCategory, @Ctx() ctx: Context): string {
    return ctx.edits.shown(category.version);
  }
}

@Resolver(() => Brand)
export class BrandVersionResolver {
  @FieldResolver()
  version(@Root() brand: Brand, @Ctx() ctx: Context): string {
    return ctx.edits.shown(brand.version);
  }
}

/** Registered with the schema's resolvers. */
export const VERSION_RESOLVERS = [
  StoreVersionResolver,
  ProductVersionResolver,
  ProductCategoryVersionResolver,
  BrandVersionResolver,
] as const;
