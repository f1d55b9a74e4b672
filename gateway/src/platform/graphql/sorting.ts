// The one sort direction of every sortable list (SortDirection in the schema) and its sign for comparers.
import { registerEnumType } from 'type-graphql';

export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortDirection, {
  name: 'SortDirection',
  description: 'Sort direction.',
  valuesConfig: { ASC: { description: 'Ascending (A to Z).' }, DESC: { description: 'Descending (Z to A).' } },
});

/** 1 ascending (the default), -1 descending: multiply a comparison by it. */
export const directionSign = (direction: SortDirection | null | undefined): 1 | -1 =>
  direction === SortDirection.DESC ? -1 : 1;
