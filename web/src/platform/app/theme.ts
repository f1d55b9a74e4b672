// The Chakra system of the product: Chakra's defaults with a teal that reads at AA (4.5:1) on white and
// on the dark mode's surfaces, and the page's background and text from semantic tokens (light and dark).
// Built from Chakra's two halves rather than `defaultConfig`: importing that also runs the module that creates
// Chakra's own default system, a second full token and recipe compilation at start (190 ms of a slow phone's main
// thread, unused).
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { defaultThemeConfig } from '@chakra-ui/react/theme';

const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        // Chakra's teal.600 (#0d9488) is 3.74:1 on white; this one is 5.47:1 and still 3:1 on near black
        // for non-text marks. Solid buttons, links and icons use it.
        teal: { 600: { value: '#0f766e' } },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg' },
  },
});

export const system = createSystem(defaultBaseConfig, defaultThemeConfig, config);

const chartText = { fill: 'var(--chakra-colors-fg-muted)' };
const chartLine = { stroke: '#a1a1aa', strokeOpacity: 0.4 };

/** nivo's theme for the charts: text from the semantic tokens (styles take CSS variables), neutral lines. */
export const chartTheme = {
  text: chartText,
  axis: { ticks: { text: chartText, line: chartLine }, legend: { text: chartText }, domain: { line: chartLine } },
  grid: { line: chartLine },
  legends: { text: chartText },
  tooltip: { container: { background: 'var(--chakra-colors-bg-panel)', color: 'var(--chakra-colors-fg)' } },
};
