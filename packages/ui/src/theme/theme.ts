import { themeBase } from './global.css';
import { nordicTheme, roombookTheme } from './themes.css';

/** Theme identifiers; which one a build uses is a build setting (ROOMBOOK_THEME, spec §9). */
export const THEME_IDS = ['roombook', 'nordic'] as const;
export type ThemeId = (typeof THEME_IDS)[number];
export const DEFAULT_THEME_ID: ThemeId = 'roombook';

const themeClasses: Record<ThemeId, string> = {
  roombook: roombookTheme,
  nordic: nordicTheme,
};

export const isThemeId = (value: unknown): value is ThemeId =>
  typeof value === 'string' && (THEME_IDS as readonly string[]).includes(value);

/** The id itself when it names a theme, else the default theme's id. */
export const resolveThemeId = (id?: string | null): ThemeId => (isThemeId(id) ? id : DEFAULT_THEME_ID);

/**
 * Class names that apply a theme (its token values plus the base typography). An unknown or missing id
 * gives the default theme. Put them on <body>: overlays render in portals there.
 */
export const themeClass = (id?: string | null): string => `${themeClasses[resolveThemeId(id)]} ${themeBase}`;
