// What the two mapping screens share: their filters' numbers in the URL, and the words a move is said in.
import { useSearchParams } from 'react-router-dom';

/** What a move changed, as its toast says it: "3 stores mapped; 1 already so". */
export const said = (change: { changed: number; unchanged: number } | undefined, verb: string) =>
  `${change?.changed ?? 0} ${verb}${change?.unchanged ? `; ${change.unchanged} already so` : ''}`;

/** The screen's numeric filters in the URL (a 0 or blank leaves the address), each change one navigation. */
export function useNumberParams() {
  const [params, setParams] = useSearchParams();
  const get = (key: string) => Number(params.get(key)) || 0;
  const set = (changes: Record<string, string | number>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value && value !== '0') next.set(key, String(value));
      else next.delete(key);
    }
    setParams(next);
  };
  return { params, get, set };
}
