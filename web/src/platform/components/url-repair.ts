// A link whose values no view can show (a day that is no date, a page past the end, an unknown sort) falls back to
// a view that can be shown: the URL is replaced by the repaired one (no new history entry) and a short notice says
// what was dropped, once per link.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toaster } from '../app/toaster';

export interface UrlRepair {
  /** What was wrong, each said briefly ("“2026-02-30” is not a date"); empty when the link is sound. */
  notices: string[];
  params: URLSearchParams;
}

/** Shows the notice of a repaired link: what was dropped and what is shown instead. */
export function noticeRepair(notices: readonly string[], instead: string) {
  toaster.create({
    id: `url-repair:${notices.join('|')}`,
    type: 'info',
    title: `This link could not be shown as it was: ${notices.join('; ')}`,
    description: instead,
  });
}

/** Repairs the page's URL with `repair` whenever it holds something no view can show. */
export function useUrlRepair(repair: (params: URLSearchParams) => UrlRepair, instead: string) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL's text is the trigger; repair is pure
  useEffect(() => {
    const fixed = repair(new URLSearchParams(key));
    if (fixed.notices.length === 0) return;
    setParams(fixed.params, { replace: true });
    noticeRepair(fixed.notices, instead);
  }, [key]);
}
