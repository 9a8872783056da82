import { expect, type APIRequestContext } from '@playwright/test';
import { HtmlValidate, type ConfigData } from 'html-validate';

/**
 * The HTML checks of every page (docs/decisions/076): html-validate's rules of the HTML standard and of a
 * whole document, with one rule narrowed (see the ADR for why):
 * - require-sri: only for resources of another origin; the page's own scripts and styles come from this
 *   server, under a content security policy that allows no other.
 */
const CONFIG: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: {
    'require-sri': ['error', { target: 'crossorigin' }],
  },
};

const validator = new HtmlValidate(CONFIG);

/** The problems html-validate finds in a page's HTML, one line each ('rule line:column message'). */
async function problemsOf(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId} ${m.line}:${m.column} ${m.message}`));
}

/** The content of each `<meta name="description">` in the page's HTML. */
const descriptionsOf = (html: string): string[] =>
  [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((match) => match[1]!);

/**
 * Fetches `path`'s server HTML as the context's session sees it (no redirect followed) and expects a valid
 * document: nothing after `</html>`, no problem html-validate finds, and one description of the page.
 */
export async function expectValidPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), `${path} answers the page itself`).toBe(200);
  const html = await response.text();
  const end = html.indexOf('</html>');
  expect.soft(end, `${path}: ends with </html>`).toBeGreaterThan(0);
  expect.soft(html.slice(end + '</html>'.length).trim().slice(0, 80), `${path}: nothing after </html>`).toBe('');
  expect.soft(await problemsOf(html), `${path}: html-validate`).toEqual([]);
  const descriptions = descriptionsOf(html);
  expect.soft(descriptions, `${path}: one <meta name="description">`).toHaveLength(1);
  expect.soft(descriptions[0]?.length ?? 0, `${path}: a description of some words`).toBeGreaterThan(20);
}
