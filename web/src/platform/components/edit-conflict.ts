// Reads a save refused as a lost update (CONFLICT carrying the record as it is now) and lists what
// differs between the form's values and theirs, as a person reads them. Pure.
import { CombinedGraphQLErrors } from '@apollo/client';

/** The gateway's CONFLICT for a stale version: the record now (its GraphQL shape) and who changed it. */
export interface VersionConflict {
  current: Record<string, unknown> & { version: string };
  changedBy: string | null;
}

export interface ConflictField {
  label: string;
  yours: string;
  theirs: string;
}

/** What the conflict dialog shows. */
export interface EditConflict {
  changedBy: string | null;
  fields: ConflictField[];
}

/** The field labels of a form and how each value reads ('Active': 'yes'). */
export type Described = readonly (readonly [label: string, value: string])[];

export function versionConflictOf(error: unknown): VersionConflict | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const extensions = error.errors[0]?.extensions;
  const current = extensions?.current;
  if (extensions?.code !== 'CONFLICT' || typeof current !== 'object' || current === null) return null;
  if (typeof (current as { version?: unknown }).version !== 'string') return null;
  const changedBy = typeof extensions.changedBy === 'string' ? extensions.changedBy : null;
  return { current: current as VersionConflict['current'], changedBy };
}

/** The fields whose value differs between yours and theirs, in the form's order. */
export function changedFields(yours: Described, theirs: Described): ConflictField[] {
  const theirsByLabel = new Map(theirs);
  return yours.flatMap(([label, value]) => {
    const other = theirsByLabel.get(label) ?? '';
    return other === value ? [] : [{ label, yours: value, theirs: other }];
  });
}

export const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The names the current record carries in its nested objects (`region: { id, name }`), for its selects. */
export function nestedOptions(current: Record<string, unknown>, field: string): { id: number; name: string }[] {
  const nested = current[field] as { id?: unknown; name?: unknown } | null | undefined;
  if (typeof nested?.id !== 'number' || typeof nested.name !== 'string') return [];
  return [{ id: nested.id, name: nested.name }];
}

/** A select's value as its option's name, else its id (an option list not loaded yet). */
export function optionName(options: readonly { id: number; name: string }[], id: number): string {
  if (!id) return '';
  return options.find((option) => option.id === id)?.name ?? `#${id}`;
}
