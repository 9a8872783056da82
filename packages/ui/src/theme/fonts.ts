/// <reference types="vite/client" />
/**
 * The shipped faces (docs/decisions/071): importing this module adds their @font-face rules (Fontsource's CSS,
 * with `font-display: swap`) to the page, and the bundler serves the woff2 files from the app's own origin.
 * Each family is split by unicode-range; the browser fetches only the subsets the page's text needs (Danish
 * text needs only the latin one).
 */
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/inter/wght-italic.css';
import '@fontsource-variable/jetbrains-mono/wght.css';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { TYPEFACE } from './typeface';

/**
 * The face of nearly every text (Inter's latin subset, upright): the web app preloads it, so that the first
 * paint is already in it.
 */
export const MAIN_FONT_URL: string = interLatin;

/** A text that needs the latin subset of a face: letters, the Danish æøå, digits. */
const LATIN_SAMPLE = 'Aa æøå ÆØÅ 0123456789';

/**
 * Loads the latin subsets of the shipped faces (upright; italic is fetched when a text needs it), for a
 * page that must not draw before they are there (Storybook renders each story after it).
 */
export async function loadShippedFonts(): Promise<void> {
  await Promise.all([TYPEFACE.sans, TYPEFACE.mono].map((family) => document.fonts.load(`1em "${family}"`, LATIN_SAMPLE)));
}
