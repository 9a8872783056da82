import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Serves public/mockServiceWorker.js for MSW.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Runtime modules that compiled .css.ts files import: pre-bundle them so that Vite does not
      // discover them mid-run and reload the browser test page (frontend spike G6).
      optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn', 'react-easy-crop', 'qrcode', '@visx/axis', '@visx/group', '@visx/pattern', '@visx/scale', '@visx/shape'] },
      // The theme is a build setting (spec §9): ROOMBOOK_THEME picks the theme Storybook starts with.
      define: { 'import.meta.env.ROOMBOOK_THEME': JSON.stringify(process.env.ROOMBOOK_THEME ?? '') },
    }),
};

export default config;
