// One numeric choice of a screen (an element, a status, a type) held in the URL; 0 = all.
import { useSearchParams } from 'react-router-dom';

export function useIdParam(name: string): [number, (value: number) => void] {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get(name)) || 0;
  const set = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next) copy.set(name, String(next));
    else copy.delete(name);
    copy.delete('page');
    setParams(copy);
  };
  return [value, set];
}
