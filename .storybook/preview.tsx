import { useLayoutEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { SMALL_SCREEN_MAX_PX } from '@roombook/domain/constants';
import { LocaleProvider } from '@roombook/ui/Locale';
import { THEME_IDS, loadShippedFonts, resolveThemeId, themeClass } from '@roombook/ui/theme';

/** Puts the theme classes on <body>, where react-aria portals dialogs and toasts, as the app does. */
function ThemeBody({ themeId, children }: { themeId: string; children: ReactNode }) {
  useLayoutEffect(() => {
    const classes = themeClass(themeId).split(' ');
    document.body.classList.add(...classes);
    return () => document.body.classList.remove(...classes);
  }, [themeId]);
  return children;
}

const withTheme: Decorator = (Story, context) => (
  <ThemeBody themeId={resolveThemeId(String(context.globals.theme ?? ''))}>
    <LocaleProvider>
      <Story />
    </LocaleProvider>
  </ThemeBody>
);

// findBy… and waitFor give up after 1 s by default. npm test runs the stories beside the e2e and visual suites
// on a shared machine, where a screen can take longer than that to answer; a story that is really broken
// still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
  // Every story renders in the product's own faces (ADR 071), never first in a fallback: a play function that
  // measures text, and the visual check's picture, see the designed type whatever fonts the machine has.
  loaders: [loadShippedFonts, mswLoader()],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Theme (the ROOMBOOK_THEME build setting)',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: [...THEME_IDS], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: resolveThemeId(import.meta.env.ROOMBOOK_THEME as string | undefined) },
  parameters: {
    layout: 'centered',
    // Every story runs axe; any violation fails its visual check (npm test, ADR 030) and `npm run test:stories`.
    a11y: {
      test: 'error',
      // react-aria's own live announcer (a visually hidden log at the top of <body>) keeps each message for
      // 7 s. A pending Button announces itself as <div role="img" aria-labelledby={buttonId}>, which points
      // nowhere once that button has unmounted (the next story, or a closed dialog). It is library
      // internals, not our markup, so it is left out of the check.
      context: { exclude: ['[data-live-announcer]'] },
      // WCAG 2.2's target size (2.5.8, at least 24 × 24 px or spaced as much), which axe leaves off by default;
      // the e2e check of every page runs it too (expectNoAxeViolations).
      config: { rules: [{ id: 'target-size', enabled: true }] },
    },
    viewport: {
      options: {
        small: {
          name: `Small screen (${SMALL_SCREEN_MAX_PX}px)`,
          styles: { width: `${SMALL_SCREEN_MAX_PX}px`, height: '800px' },
          type: 'mobile',
        },
        desktop: { name: 'Desktop (1280px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        // The canteen kiosk's devices (docs/decisions/038): a tablet held sideways and a phone.
        tablet: { name: 'Tablet (1024px)', styles: { width: '1024px', height: '768px' }, type: 'tablet' },
        // The room tablet (issue 29): upright on a wall beside the door.
        tabletUpright: { name: 'Tablet upright (800px)', styles: { width: '800px', height: '1280px' }, type: 'tablet' },
        phone: { name: 'Phone (390px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
};

export default preview;
