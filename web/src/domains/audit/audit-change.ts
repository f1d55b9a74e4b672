// What an audit entry changed, in a line a person reads: the fields whose values differ between the record
// before and after, else the fields that were sent. The entry's JSON stays whole in its own columns and the export.

type Json = { [field: string]: unknown };

const parsed = (json: string | null | undefined): Json | undefined => {
  if (!json) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
};

const shown = (value: unknown): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
};

/** A form's fields beside the call's own (`{ id, input: { name } }` reads as id and name). */
const flat = (record: Json | undefined): Json | undefined =>
  record &&
  Object.fromEntries(
    Object.entries(record).flatMap(([field, value]) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.entries(value as Json)
        : [[field, value]],
    ),
  );

/** At most `max` parts: `name: Old → New` for each changed field, or `name: value` for what was sent. */
export function changeSummary(before: string | null | undefined, after: string | null | undefined, max = 4): string {
  const was = flat(parsed(before));
  const now = flat(parsed(after));
  if (!now) return '';
  const parts = was
    ? Object.keys(now)
        .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))
        .map((field) => `${field}: ${shown(was[field])} → ${shown(now[field])}`)
    : Object.entries(now).map(([field, value]) => `${field}: ${shown(value)}`);
  return parts.length > max ? `${parts.slice(0, max).join('; ')}; …` : parts.join('; ');
}

/** The day after a business day (YYYY-MM-DD). */
export const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
