// Which view a field member's landing shows, My day or the company's, remembered in this browser per member.
import { useCallback, useState } from 'react';

export type LandingView = 'mine' | 'company';

const key = (memberId: number) => `fieldforce.landing.${memberId}`;

export function useLandingView(memberId: number): [LandingView, (view: string) => void] {
  const [view, setView] = useState<LandingView>(() =>
    globalThis.localStorage?.getItem(key(memberId)) === 'company' ? 'company' : 'mine',
  );
  const choose = useCallback(
    (next: string) => {
      const chosen: LandingView = next === 'company' ? 'company' : 'mine';
      globalThis.localStorage?.setItem(key(memberId), chosen);
      setView(chosen);
    },
    [memberId],
  );
  return [view, choose];
}
