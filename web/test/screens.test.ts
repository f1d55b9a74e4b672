// The web's screen registry takes every path, title and page from contract/screens.json (the gateway's
// menu reads the same file) and adds only its icons.
import { describe, expect, it } from 'vitest';
import SCREEN_TEXT from '../../contract/screens.json';
import { canOpen } from '../src/platform/app/screen-access';
import { SCREENS, screenAt } from '../src/platform/app/screens';

describe('screen registry', () => {
  it('holds every screen of contract/screens.json with its path, title and page', () => {
    const text = SCREEN_TEXT.screens as Record<
      string,
      { path: string; title: string; page?: string; signedIn?: boolean }
    >;
    expect(Object.keys(SCREENS).sort()).toEqual(Object.keys(text).sort());
    for (const [id, entry] of Object.entries(SCREENS)) {
      const source = text[id]!;
      expect({ path: entry.path, title: entry.title, page: entry.page }, id).toEqual({
        path: source.path,
        title: source.title,
        page: source.signedIn ? undefined : (source.page ?? source.title),
      });
      expect(entry.icon, id).toMatch(/^Fi[A-Z]/);
    }
  });

  it('lets any signed-in member open a screen of their own things, with no page granted', () => {
    expect(SCREENS.accessTokens.page).toBeUndefined();
    expect(canOpen(SCREENS.accessTokens, [])).toBe(true);
    expect(canOpen(SCREENS.auditTrail, [])).toBe(false);
  });

  it('finds a screen by its path', () => {
    expect(screenAt('/store')?.title).toBe('Store List');
    expect(screenAt('/Deployment/ViewDeployment')?.page).toBe('Deployment');
  });
});
