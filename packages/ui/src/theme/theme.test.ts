import { describe, expect, it } from 'vitest';
import { PALETTES } from './palettes';
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

/** WCAG relative luminance of '#rrggbb'. */
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};
/** The hue of '#rrggbb' in degrees. */
const hue = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const sector = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (sector * 60 + 360) % 360;
};
const hueDistance = (a: string, b: string): number => {
  const d = Math.abs(hue(a) - hue(b));
  return Math.min(d, 360 - d);
};

describe.each(THEME_IDS)('the focus colour of the %s theme', (id) => {
  const palette = PALETTES[id];

  it.each(['surface', 'background', 'surfaceMuted', 'primarySubtle', 'border'] as const)(
    'reaches 3:1 against %s, beside which the ring is drawn (WCAG 2.4.13)',
    (name) => {
      expect(contrast(palette.focusRing, palette[name])).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(['error', 'errorHover', 'primary'] as const)('has a hue of its own, far from %s, so a focused field never reads as invalid', (name) => {
    expect(hueDistance(palette.focusRing, palette[name])).toBeGreaterThanOrEqual(45);
  });

  it('leaves the ring on the top bar (drawn in its text colour) at 3:1', () => {
    expect(contrast(palette.onTopBar, palette.topBar)).toBeGreaterThanOrEqual(3);
  });
});

describe.each(THEME_IDS)('the chart colours of the %s theme (Insights, issue 31)', (id) => {
  const { chart, surface } = PALETTES[id];
  const series = [chart.series1, chart.series2, chart.series3, chart.series4, chart.series5, chart.series6, chart.series7, chart.seriesOther];
  const heat = [chart.heat0, chart.heat1, chart.heat2, chart.heat3, chart.heat4];

  it.each(series)('draws a bar in %s at 3:1 or more against the surface (WCAG 1.4.11)', (colour) => {
    expect(contrast(colour, surface)).toBeGreaterThanOrEqual(3);
  });

  it('has eight different series colours', () => {
    expect(new Set(series).size).toBe(series.length);
  });

  it('darkens step by step from 0 % to 100 %, the last step at 3:1 against the surface', () => {
    const lightness = heat.map(luminance);
    expect(lightness).toEqual([...lightness].sort((a, b) => b - a));
    expect(new Set(lightness).size).toBe(heat.length);
    expect(contrast(chart.heat4, surface)).toBeGreaterThanOrEqual(3);
  });

  it('keeps the heat scale to one hue', () => {
    for (const colour of heat.slice(1)) expect(hueDistance(colour, chart.heat4)).toBeLessThanOrEqual(15);
  });
});
