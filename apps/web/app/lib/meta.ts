import type { MetaDescriptor } from '@remix-run/react';

export const APP_NAME = 'roombook';

/** What the product is, for a page without its own description (the root's error page). */
export const APP_DESCRIPTION = 'Book the meeting rooms of your workplace, and run its canteens.';

/**
 * A screen's head: its title ('<screen> · roombook') and a short, true description of the page, which a
 * bookmark or a link preview shows (every page has one; the e2e HTML check asserts it).
 */
export const pageMeta = (screen: string, description: string): MetaDescriptor[] => [
  { title: `${screen} · ${APP_NAME}` },
  { name: 'description', content: description },
];
