// The Chakra system of the product: Chakra's tokens and styles with a teal that reads at AA (4.5:1) on white and
// on the dark mode's surfaces, the page's background and text from semantic tokens (light and dark), and only the
// recipes of the components the client renders. Chakra's whole theme carries all its recipes (date picker, color
// picker, tree view, …): the 43 the client never renders were 11.4 kB gzip of the chunk every route loads, and
// work in createSystem at start. web/test/chakra-recipes.test.ts fails when a component lacks its recipe here.
// Built from Chakra's base config rather than `defaultConfig`: importing that also runs the module that creates
// Chakra's own default system, a second full token and recipe compilation at start (190 ms of a slow phone's main
// thread, unused).
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  comboboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/** Chakra's theme (as its `defaultThemeConfig`) with the recipes of the components the client renders only. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      // Button, IconButton and CloseButton.
      button: buttonRecipe,
      // Checkbox's mark.
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      // Icon, and Field's required mark.
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      // Spinner, and a Button's loading state.
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

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

export const system = createSystem(defaultBaseConfig, chakraTheme, config);

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
