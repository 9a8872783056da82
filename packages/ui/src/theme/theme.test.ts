import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_ID, THEME_IDS, resolveThemeId, themeClass } from './theme';

describe('themeClass', () => {
  it('gives a different class for each theme', () => {
    const classes = THEME_IDS.map((id) => themeClass(id));
    expect(new Set(classes).size).toBe(THEME_IDS.length);
  });

  it.each([undefined, null, '', 'ROOMBOOK', 'dark', 'roombook '])('falls back to the default theme for %j', (id) => {
    expect(themeClass(id)).toBe(themeClass('roombook'));
  });

  it('gives the nordic theme its own class', () => {
    expect(themeClass('nordic')).not.toBe(themeClass('roombook'));
  });
});

describe('resolveThemeId', () => {
  it('keeps a known id and replaces anything else with the default', () => {
    expect(resolveThemeId('nordic')).toBe('nordic');
    expect(resolveThemeId('roombook')).toBe('roombook');
    expect(resolveThemeId('solarized')).toBe(DEFAULT_THEME_ID);
    expect(DEFAULT_THEME_ID).toBe('roombook');
  });
});
