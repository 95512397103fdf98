/**
 * The app's Chakra system: Chakra's base (conditions, utilities) with its default theme's tokens,
 * global styles and text styles, and only the recipes of the components the app uses. The
 * default system carries every component's recipe (color pickers, date pickers, carousels, …),
 * all of it in the JavaScript every page loads first. A component added to the app that has a
 * recipe needs its recipe here, or it renders unstyled.
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  comboboxSlotRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
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
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  stepsSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * The product's breakpoints in pixels: sm 576, md 768, lg 992, xl 1200 and xxl 1400. Chakra names
 * the widest one `2xl`; style props use that name (`{ '2xl': … }`).
 */
export const BREAKPOINTS_PX = { sm: 576, md: 768, lg: 992, xl: 1200, '2xl': 1400 } as const;

const breakpoints = Object.fromEntries(Object.entries(BREAKPOINTS_PX).map(([name, px]) => [name, `${px}px`]));

const appTheme = defineConfig({
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
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      steps: stepsSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

/**
 * Where Chakra's default colours fall short of the 4.5:1 contrast normal text needs: white text on
 * green.600 (solid green buttons such as Call) is 3.3:1, on green.700 it is 5:1.
 */
const contrastFixes = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, appTheme, contrastFixes));
