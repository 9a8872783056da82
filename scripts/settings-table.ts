/**
 * `npm run settings-table`: writes README's settings table from the one settings schema
 * (@roombook/domain/settings, docs/decisions/075) between its two markers. scripts/settings-table.test.ts
 * fails while README and the schema differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { settingsTable } from '@roombook/domain/settings';

export const README = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../README.md');
const START = '<!-- settings table: made by npm run settings-table from packages/domain/src/settings.ts -->';
const END = '<!-- end of settings table -->';

/** README's text with the settings table between the markers made anew. */
export const withSettingsTable = (readme: string): string => {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the settings table's markers:\n${START}\n${END}`);
  return `${readme.slice(0, start + START.length)}\n${settingsTable()}\n${readme.slice(end)}`;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(README, withSettingsTable(readFileSync(README, 'utf8')));
  console.log('README.md: settings table written');
}
