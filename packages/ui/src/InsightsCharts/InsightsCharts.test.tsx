import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { INSIGHTS_MESSAGES } from '@roombook/domain/insights/page';
import { PALETTES } from '../theme/palettes';
import { BusyHoursChart } from './BusyHoursChart';
import { CanteenChart } from './CanteenChart';
import { LimitsChart } from './LimitsChart';
import { RevenueChart } from './RevenueChart';
import { ShareChart } from './ShareChart';
import { UtilisationChart } from './UtilisationChart';
import * as F from './fixtures';

/**
 * The charts as files (`standalone`): the web server serves this markup as an .svg download and turns it into a
 * PNG with sharp, so it must be a self-contained SVG document that any renderer reads without a stylesheet.
 */

const CHARTS = INSIGHTS_MESSAGES.charts;
const WIDTH = 800;
const standalone = { width: WIDTH };

const FILES: [string, string, ReactElement][] = [
  ['utilisation', CHARTS.utilisation.title, <UtilisationChart rooms={F.ROOMS} openMinutes={F.OPEN_MINUTES} standalone={standalone} />],
  ['busy hours', CHARTS.hours.title, <BusyHoursChart hours={F.PART_OF_A_WEEK} standalone={standalone} />],
  ['limits', CHARTS.limits.title, <LimitsChart limits={F.LIMITS} standalone={standalone} />],
  ['share', CHARTS.share.title, <ShareChart share={F.manyShares(15)} standalone={standalone} />],
  ['revenue', CHARTS.revenue.title, <RevenueChart revenue={F.manyRevenue(15, 24)} standalone={standalone} />],
  ['canteen', CHARTS.canteen.title, <CanteenChart canteen={F.CANTEEN} standalone={standalone} />],
  ['empty canteen', CHARTS.canteen.title, <CanteenChart canteen={F.NO_CANTEEN} standalone={standalone} />],
];

/** The markup as the server sends it, parsed as an SVG document (an XML parser: any error is a `parsererror`). */
function parse(markup: string) {
  const { window } = new JSDOM('');
  const document = new window.DOMParser().parseFromString(markup, 'image/svg+xml');
  return { document, root: document.documentElement };
}

const attributeValues = (root: Element, name: string) => [...root.querySelectorAll(`[${name}]`)].map((element) => element.getAttribute(name)!);

describe.each(FILES)('the %s chart as a file', (_name, title, chart) => {
  const markup = renderToStaticMarkup(chart);
  const { document, root } = parse(markup);

  it('is a well-formed SVG document in the SVG namespace', () => {
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(root.tagName).toBe('svg');
  });

  it('has a fixed size in pixels and a white background', () => {
    expect(root.getAttribute('width')).toBe(String(WIDTH));
    const height = Number(root.getAttribute('height'));
    expect(height).toBeGreaterThan(40);
    expect(root.getAttribute('viewBox')).toBe(`0 0 ${WIDTH} ${height}`);
    const background = root.querySelector(':scope > rect')!;
    expect(background.getAttribute('fill')).toBe('#ffffff');
    expect(background.getAttribute('width')).toBe(String(WIDTH));
  });

  it('needs no stylesheet: literal colours in attributes, its font named, no CSS variables or classes of ours', () => {
    expect(markup).not.toContain('var(--');
    expect(markup).not.toContain('style=');
    // visx marks its groups and shapes ('visx-group', 'visx-bar'); nothing is styled by a class.
    for (const names of attributeValues(root, 'class')) expect(names).toMatch(/^visx-[\w-]+( visx-[\w-]+)*$/);
    expect(root.getAttribute('font-family')).toBe('Inter, Arial, sans-serif');
    const colours = [...attributeValues(root, 'fill'), ...attributeValues(root, 'stroke')];
    expect(colours.length).toBeGreaterThan(2);
    for (const colour of colours) expect(colour).toMatch(/^(#[0-9a-f]{6}|url\(#[\w-]+\)|none)$/);
    // Every pattern a fill refers to is in the file.
    for (const colour of colours.filter((value) => value.startsWith('url('))) {
      expect(document.getElementById(colour.slice(5, -1))?.tagName).toBe('pattern');
    }
  });

  it('draws its title at the top, and is an image named by it and described by its summary', () => {
    expect(root.querySelector(':scope > text')?.textContent).toBe(title);
    expect(root.getAttribute('role')).toBe('img');
    expect(document.getElementById(root.getAttribute('aria-labelledby')!)?.textContent).toBe(title);
    expect(document.getElementById(root.getAttribute('aria-describedby')!)?.textContent).toMatch(/\.$/);
  });
});

describe('a chart file', () => {
  it('uses the default theme’s chart colours', () => {
    const markup = renderToStaticMarkup(<RevenueChart revenue={F.REVENUE} standalone={standalone} />);
    const { chart } = PALETTES.roombook;
    expect(markup).toContain(`fill="${chart.series1}"`);
    expect(markup).toContain(`fill="${chart.series2}"`);
    expect(markup).toContain(`fill="${chart.series3}"`);
  });

  it('cuts a long name with an ellipsis to its width, and keeps it whole in its tooltip', () => {
    const { root } = parse(renderToStaticMarkup(<UtilisationChart rooms={F.LONG_ROOMS} openMinutes={F.OPEN_MINUTES} standalone={{ width: 390 }} />));
    const label = [...root.querySelectorAll('text')].find((text) => text.textContent?.startsWith('The large'))!;
    expect(label.firstChild?.textContent).toMatch(/^The large conference hall .*…$/);
    expect(label.querySelector('title')?.textContent).toBe(`${F.LONG_ROOM} · Nordhavn Business Centre, building B`);
  });

  it('says when there is nothing to show', () => {
    const { root } = parse(renderToStaticMarkup(<ShareChart share={[]} standalone={standalone} />));
    expect([...root.querySelectorAll('text')].map((text) => text.textContent)).toEqual([CHARTS.share.title, INSIGHTS_MESSAGES.empty]);
  });

  it('keeps seven companies and "Other" in the legend of many', () => {
    const { root } = parse(renderToStaticMarkup(<RevenueChart revenue={F.manyRevenue(15, 3)} standalone={standalone} />));
    const texts = [...root.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toContain('Other');
    expect(texts).toContain('Company 7');
    expect(texts).not.toContain('Company 8');
  });
});

describe('a chart on the server’s page', () => {
  const downloads = { svg: '/a.svg', png: '/a.png', excel: '/a.xlsx' };

  it('is whole in the HTML: a drawing as wide as its box, the table behind a native disclosure, the links', () => {
    const { window } = new JSDOM(renderToString(<UtilisationChart rooms={F.ROOMS} openMinutes={F.OPEN_MINUTES} downloads={downloads} />));
    const { document } = window;
    const svg = document.querySelector('svg[role="img"]')!;
    expect(svg.getAttribute('width')).toBe('100%');
    expect(document.getElementById(svg.getAttribute('aria-labelledby')!)?.textContent).toBe(CHARTS.utilisation.title);
    expect(document.querySelector('details > summary')?.textContent).toBe(INSIGHTS_MESSAGES.showAsTable);
    expect([...document.querySelectorAll('details table tbody th')].map((cell) => cell.textContent)).toEqual(['Fjord', 'Birk', 'Ask']);
    expect([...document.querySelectorAll('a[download]')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Download SVG', '/a.svg'],
      ['Download PNG', '/a.png'],
      ['Download Excel', '/a.xlsx'],
    ]);
  });

  it('lists every row of a long table, with its totals', () => {
    const { window } = new JSDOM(renderToString(<CanteenChart canteen={F.manyCanteen(40, 12)} />));
    expect(window.document.querySelectorAll('tbody > tr')).toHaveLength(480);
    // The canteen report's totals, one line each, under the table.
    expect([...window.document.querySelectorAll('details ul > li')].map((line) => line.textContent?.split(':')[0])).toEqual([
      'Total excluding tax',
      'Tax 25 %',
      'Total including tax',
    ]);
  });
});
