// Transfers as a report page: the relations of their lines reached through the type's own relations,
// and a transfer row mapped to its GraphQL shape (no network).
import { describe, expect, it } from 'vitest';
import { toTransfer } from '../../src/domains/field-records/records.mapper.js';
import { transferRelations } from '../../src/domains/field-records/records.types.js';
import { joinOf } from '../../src/domains/reference/joins.js';
import { neededRefs } from '../../src/domains/reference/reference.relations.js';
import type { SelectionTree } from '../../src/platform/graphql/selection.js';

const tree = (spec: Record<string, unknown>): SelectionTree =>
  new Map(Object.entries(spec).map(([key, value]) => [key, tree((value ?? {}) as Record<string, unknown>)]));

describe('transfer rows', () => {
  it('needs the lists its lines reach beside its own', () => {
    expect(neededRefs(transferRelations, tree({ id: null, lines: { quantity: null } }))).toEqual(new Set());
    expect(
      neededRefs(transferRelations, tree({ fromStore: { name: null }, lines: { product: { brand: null } } })),
    ).toEqual(new Set(['stores', 'products', 'brands']));
  });

  it('maps a row with its lines and the units over them', () => {
    const transfer = toTransfer(
      {
        TransferID: 7,
        TransferDate: '2026-11-20',
        FromStoreID: 1,
        TransferTo_StoreID: 2,
        TeamMemberID: 3,
        Status: 'Requested',
        Products: [
          { ProductID: 4, Quantity: 5 },
          { ProductID: 6, Quantity: 2 },
        ],
      },
      joinOf({}),
    );
    expect(transfer).toEqual({
      id: 7,
      date: '2026-11-20',
      fromStore: null,
      toStore: null,
      teamMember: null,
      status: 'Requested',
      lines: [
        { product: null, quantity: 5 },
        { product: null, quantity: 2 },
      ],
      units: 7,
    });
  });
});
