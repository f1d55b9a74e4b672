// Settings rows to GraphQL types: a mapping write's counts.
import type { ChangeRow } from './settings.rest.js';
import type { MappingChange } from './settings.types.js';

export const change = (row: ChangeRow): MappingChange => ({
  changed: row?.Changed ?? 0,
  unchanged: row?.Unchanged ?? 0,
});
