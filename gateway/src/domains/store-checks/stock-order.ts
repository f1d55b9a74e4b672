// The order of Stock's latest counts (orderBy of stockList): the whole result sorted by the gateway before it is
// paged, since the described call takes no sort.
import { Field, InputType, registerEnumType } from 'type-graphql';
import { SortDirection, sortByKey } from '../../platform/graphql/sorting.js';
import type { RefName } from '../../platform/reference/reference.rest.js';
import type { Row } from '../../platform/upstream/contract.js';
import type { Join } from '../reference/joins.js';

type CountRow = Row<'StockRow'>;

export enum StockSortField {
  STORE = 'STORE',
  PRODUCT = 'PRODUCT',
  BRAND = 'BRAND',
  COUNTED_ON = 'COUNTED_ON',
  QUANTITY = 'QUANTITY',
}
registerEnumType(StockSortField, {
  name: 'StockSortField',
  description: 'What stock counts are sorted by.',
  valuesConfig: {
    STORE: { description: 'The store, by code then name (as "code · name").' },
    PRODUCT: { description: 'The product, by code then name (as "code · name").' },
    BRAND: { description: "The brand's name." },
    COUNTED_ON: { description: 'The day of the count.' },
    QUANTITY: { description: 'Units counted.' },
  },
});

@InputType({ description: 'The order of stock counts.' })
export class StockOrder {
  @Field(() => StockSortField, { description: 'The field to sort by.' })
  field!: StockSortField;

  @Field(() => SortDirection, { nullable: true, description: 'ASC (the default) or DESC.' })
  direction!: SortDirection | null;
}

/** The reference lists a sort field's names come from. */
export const STOCK_ORDER_NEEDS: Partial<Record<StockSortField, RefName[]>> = {
  STORE: ['stores'],
  PRODUCT: ['products'],
  BRAND: ['brands'],
};

const label = (thing: { code: string; name: string } | null) => (thing ? `${thing.code} · ${thing.name}` : null);

const KEYS: Record<StockSortField, (row: CountRow, join: Join) => string | number | null> = {
  STORE: (row, join) => label(join.store(row.StoreID)),
  PRODUCT: (row, join) => label(join.product(row.ProductID)),
  BRAND: (row, join) => join.brand(row.BrandID)?.name ?? null,
  COUNTED_ON: (row) => row.SnapshotDate.slice(0, 10),
  QUANTITY: (row) => row.Quantity,
};

/** The counts in `order` (blanks last, ties in the base's order). */
export const sortCounts = (rows: readonly CountRow[], order: StockOrder, join: Join): CountRow[] =>
  sortByKey(rows, (row) => KEYS[order.field](row, join), order.direction);
