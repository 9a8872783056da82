import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '@roombook/domain/settings';
import { README, withSettingsTable } from './settings-table';

const root = path.dirname(README);

/** The product's source files (not its tests, test support or tools) under `dir`, relative to the root. */
const sources = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|js)$/.test(file) && !/(^|\/)(node_modules|build|public)\//.test(file) && !/\.test\.tsx?$|(^|\/)testing\b/.test(file))
    .map((file) => path.join(dir, file));

describe('settings', () => {
  it("README's settings table is the one the schema makes (npm run settings-table writes it)", () => {
    const readme = readFileSync(README, 'utf8');
    expect(readme).toBe(withSettingsTable(readme));
  });

  it('every environment variable the product reads is in the schema', () => {
    const files = [
      ...sources('apps/api/src').filter((file) => !file.endsWith('test-clock.ts')),
      ...sources('apps/web/app'),
      'apps/web/server.js',
      'apps/web/api-passthrough.js',
      'apps/web/vite.config.ts',
      'scripts/start.ts',
    ];
    const read = new Set<string>();
    for (const file of files) {
      for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(/process\.env(?:\.([A-Z_][A-Z0-9_]*)|\[['"]([A-Z_][A-Z0-9_]*)['"]\])/g)) {
        read.add(match[1] ?? match[2]!);
      }
    }
    expect(read.size).toBeGreaterThan(0);
    expect([...read].filter((name) => !(name in SETTINGS))).toEqual([]);
  });
});
