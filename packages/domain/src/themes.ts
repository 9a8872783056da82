/**
 * Theme identifiers; which one the web app uses is a setting (ROOMBOOK_THEME, spec §9, ./settings.ts). Their own
 * module, so that the browser's code (the design system's themes) never loads the settings' schema.
 */
export const THEME_IDS = ['roombook', 'nordic'] as const;
export type ThemeId = (typeof THEME_IDS)[number];
export const DEFAULT_THEME_ID: ThemeId = 'roombook';
