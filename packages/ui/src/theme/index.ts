export { vars } from './vars.css';
export { roombookTheme, nordicTheme } from './themes.css';
export { themeBase } from './global.css';
export { focusRing, focusRingInset, focusRingOnFill, focusRingShadow, iconButtonBase, visuallyHidden } from './focus';
export { THEME_IDS, DEFAULT_THEME_ID, isThemeId, resolveThemeId, themeClass, type ThemeId } from './theme';
export { MAIN_FONT_URL, loadShippedFonts } from './fonts';
export { TYPEFACE } from './typeface';
