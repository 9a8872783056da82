import { themeBase } from './global.css';
import { nordicTheme, roombookTheme } from './themes.css';
import { DEFAULT_THEME_ID, THEME_IDS, type ThemeId } from '@roombook/domain/themes';

/** Theme identifiers, declared with the setting that picks one (ROOMBOOK_THEME, spec §9). */
export { DEFAULT_THEME_ID, THEME_IDS, type ThemeId } from '@roombook/domain/themes';

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
