// The order of display-check lines (orderBy of displayCheckDetail and lowStockChecks): the whole result sorted by
// the gateway before it is paged, since the described calls answer newest first and take no sort.
import { Field, InputType, registerEnumType } from 'type-graphql';
import { SortDirection, sortByKey } from '../../platform/graphql/sorting.js';
import type { RefName } from '../../platform/reference/reference.rest.js';
import type { Row } from '../../platform/upstream/contract.js';
import type { Join } from '../reference/joins.js';

type LineRow = Row<'CheckLine'>;

export enum CheckLineSortField {
  DATE = 'DATE',
  STORE = 'STORE',
  PRODUCT = 'PRODUCT',
  BRAND = 'BRAND',
  MEMBER = 'MEMBER',
  DISPLAYED_QTY = 'DISPLAYED_QTY',
  STOCK_QTY = 'STOCK_QTY',
  LOW_STOCK = 'LOW_STOCK',
}
registerEnumType(CheckLineSortField, {
  name: 'CheckLineSortField',
  description: 'What display-check lines are sorted by.',
  valuesConfig: {
    DATE: { description: 'The visit date.' },
    STORE: { description: 'The store, by code then name (as "code · name").' },
    PRODUCT: { description: 'The product, by code then name (as "code · name").' },
    BRAND: { description: "The brand's name." },
    MEMBER: { description: 'The name of who checked it.' },
    DISPLAYED_QTY: { description: 'Units on display.' },
    STOCK_QTY: { description: 'Units in stock.' },
    LOW_STOCK: { description: 'Low on stock (no before yes).' },
  },
});

@InputType({ description: 'The order of display-check lines.' })
export class CheckLineOrder {
  @Field(() => CheckLineSortField, { description: 'The field to sort by.' })
  field!: CheckLineSortField;

  @Field(() => SortDirection, { nullable: true, description: 'ASC (the default) or DESC.' })
  direction!: SortDirection | null;
}

/** The reference lists a sort field's names come from. */
export const ORDER_NEEDS: Record<CheckLineSortField, RefName[]> = {
  DATE: [],
  STORE: ['stores'],
  PRODUCT: ['products'],
  BRAND: ['brands'],
  MEMBER: ['members'],
  DISPLAYED_QTY: [],
  STOCK_QTY: [],
  LOW_STOCK: [],
};

const label = (thing: { code: string; name: string } | null) => (thing ? `${thing.code} · ${thing.name}` : null);

const KEYS: Record<CheckLineSortField, (row: LineRow, join: Join) => string | number | null> = {
  DATE: (row) => row.VisitDate.slice(0, 10),
  STORE: (row, join) => label(join.store(row.StoreID)),
  PRODUCT: (row, join) => label(join.product(row.ProductID)),
  BRAND: (row, join) => join.brand(row.BrandID)?.name ?? null,
  MEMBER: (row, join) => join.member(row.TeamMemberID)?.name ?? null,
  DISPLAYED_QTY: (row) => row.DisplayedQty,
  STOCK_QTY: (row) => row.StockQty,
  LOW_STOCK: (row) => row.LowStock,
};

/** The lines in `order` (blanks last, ties in the base's order: newest first). */
export const sortLines = (rows: readonly LineRow[], order: CheckLineOrder, join: Join): LineRow[] =>
  sortByKey(rows, (row) => KEYS[order.field](row, join), order.direction);
