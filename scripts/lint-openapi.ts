/**
 * Part of `npm run lint` (docs/decisions/077): writes the OpenAPI document the API serves at /api/docs/json
 * (built without a database or a port: `buildOpenApiDocument`) and lints it with Redocly CLI under
 * redocly.yaml. Any problem fails the lint. Offline: Redocly's telemetry and its update check are off.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildOpenApiDocument } from '@roombook/api/openapi-document';

const require = createRequire(import.meta.url);
const manifest = require.resolve('@redocly/cli/package.json');
const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> };
const cli = path.join(path.dirname(manifest), bin.redocly ?? 'bin/cli.js');

const document = await buildOpenApiDocument();
const folder = mkdtempSync(path.join(tmpdir(), 'roombook-openapi-'));
const file = path.join(folder, 'openapi.json');
try {
  writeFileSync(file, JSON.stringify(document, null, 2));
  const result = spawnSync(process.execPath, [cli, 'lint', file, '--config', path.resolve('redocly.yaml'), '--format', 'codeframe'], {
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  });
  if (result.status !== 0) {
    // Redocly's own report: each problem with its rule and where it is in the document.
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    console.error(`openapi: the document fails redocly.yaml (file kept at ${file})`);
    process.exit(result.status ?? 1);
  }
  const operations = Object.values(document.paths).reduce((count, item) => count + Object.keys(item).length, 0);
  console.log(`openapi: ${operations} operations pass redocly.yaml with no problem`);
  rmSync(folder, { recursive: true, force: true });
} catch (error) {
  rmSync(folder, { recursive: true, force: true });
  throw error;
}
