// How a picker matches what is typed: by name or code, whatever the case and accents ("dhanmondi" finds
// "Dhānmondi Mart · ST00012"), each typed word somewhere in the option, and only the first few drawn.

/** A text as a search compares it: accents off, one case, spaces collapsed. */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export interface SearchOption {
  id: number;
  name: string;
  /** The record's code or login, shown after the name and matched like it. */
  code?: string;
  /** What else tells options apart (a member's team and region), shown smaller, not matched. */
  detail?: string;
}

/** The label an option is shown and announced with: "name · code", the name first. */
export const optionLabel = (option: SearchOption) => (option.code ? `${option.name} · ${option.code}` : option.name);

/** The options matching `query` (every word of it in the name or code), at most `limit` of them, and how many match. */
export function searchOptions<T extends SearchOption>(
  options: readonly T[],
  query: string,
  limit: number,
): { shown: T[]; matching: number } {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return { shown: options.slice(0, limit), matching: options.length };
  const shown: T[] = [];
  let matching = 0;
  for (const option of options) {
    const text = foldForSearch(`${option.name} ${option.code ?? ''}`);
    if (!words.every((word) => text.includes(word))) continue;
    matching++;
    if (shown.length < limit) shown.push(option);
  }
  return { shown, matching };
}
