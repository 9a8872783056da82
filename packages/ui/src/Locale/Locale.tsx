import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/**
 * The one locale of what the product shows and what react-aria speaks (docs/decisions/089): English words
 * with Danish formats (1.234,50; Monday first). Without it react-aria takes the browser's language, so a
 * Danish browser heard "time", "minut" and "2 muligheder tilgængelige" on an English page.
 */
export const APP_LOCALE = 'en-DK';

/** Around every page (the web's root layout) and every story (Storybook's preview). */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return <I18nProvider locale={APP_LOCALE}>{children}</I18nProvider>;
}
