// One Chakra system at start: importing Chakra's `defaultConfig` or `defaultSystem` also runs the module that builds
// Chakra's own default system, a second full token and recipe compilation beside the product's (about 190 ms of a
// slow phone's main thread, unused). The product's system is built from Chakra's base config and its theme's parts
// instead (which recipes: chakra-recipes.test.ts).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { system } from '../src/platform/app/theme';
import { clientSources, SRC } from './client-sources';

/** An import of Chakra's preset (its default config or system) from the package or its `preset` entry. */
const PRESET_IMPORT =
  /import\s*\{[^}]*\b(defaultConfig|defaultSystem|system)\b[^}]*\}\s*from\s*'@chakra-ui\/react(\/preset)?'/;

describe('one Chakra system', () => {
  it("imports neither Chakra's default config nor its default system anywhere in the client", () => {
    const offenders = clientSources()
      .filter((path) => PRESET_IMPORT.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(offenders).toEqual([]);
  });

  it("keeps Chakra's tokens and its common recipes in the product's system, with the product's teal", () => {
    expect(system.token('colors.teal.600')).toBe('#0f766e');
    expect(system.token('colors.red.500')).toBe('#ef4444');
    expect(system.isValidProperty('colorPalette')).toBe(true);
    for (const recipe of ['button', 'input', 'badge', 'heading']) expect(system.getRecipe(recipe)).toBeDefined();
    for (const recipe of ['card', 'dialog', 'table', 'drawer']) expect(system.getSlotRecipe(recipe)).toBeDefined();
  });
});
