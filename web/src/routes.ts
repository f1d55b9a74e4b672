// Each screen of the registry mapped to its lazily loaded page: contract/screens.json names the page module
// of every screen (`screen`: `<domain>/<File>` for its default export, `<domain>/<File>#<Export>` for a
// named one), so a new screen needs no edit here. Only the router reads this: it imports every screen, so
// screens never import it.
import type { ComponentType } from 'react';
import SCREEN_TEXT from '../../contract/screens.json';
import { DEMO_SCREENS, SCREENS, type ScreenEntry, type ScreenId } from './platform/app/screens';

type Load = () => Promise<{ default: ComponentType }>;

/** The domains' page modules a screen may name, each a chunk of its own loaded on first visit (Vite). */
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>('./domains/*/*{Page,Pages}.tsx');

/** The loader of a `screen` reference of contract/screens.json; a missing module or export stops the start. */
export function pageLoad(reference: string): Load {
  const [file, name = 'default'] = reference.split('#') as [string, string?];
  const importer = PAGE_MODULES[`./domains/${file}.tsx`];
  if (!importer) throw new Error(`contract/screens.json names the page module '${file}', which does not exist`);
  return async () => {
    const page = (await importer())[name];
    if (typeof page !== 'function') throw new Error(`'${file}' has no page export '${name}'`);
    return { default: page as ComponentType };
  };
}

export interface ScreenRoute extends ScreenEntry {
  load?: Load;
}

const TEXT: Readonly<Record<ScreenId, { screen: string }>> = SCREEN_TEXT.screens;
const demo: Load = () => import('./domains/demo/DemoPage');

/** Every guarded route: the registry's screens, then the template's demo screens. */
export const ROUTES: readonly ScreenRoute[] = [
  ...(Object.keys(SCREENS) as ScreenId[]).map((id) => ({ ...SCREENS[id], load: pageLoad(TEXT[id].screen) })),
  ...DEMO_SCREENS.map((entry) => ({ ...entry, load: demo })),
];
