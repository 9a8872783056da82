/**
 * The visual check's global set-up: Playwright runs it once per run, after loading the configuration and before
 * any worker starts (loading the configuration alone, as `playwright test --list` does, builds nothing). It
 * builds Storybook into a fresh temporary folder, unless VISUAL_STORYBOOK_DIR points at a build already (e.g.
 * the storybook-static folder Chromatic uses), and serves it on a free loopback port. The workers inherit
 * VISUAL_STORYBOOK_DIR and VISUAL_BASE_URL; the function it answers stops the server and removes the folder.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveFolder } from './serve';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function globalSetup(): Promise<() => Promise<void>> {
  const given = process.env.VISUAL_STORYBOOK_DIR;
  const folder = given ?? mkdtempSync(path.join(tmpdir(), 'roombook-visual-'));
  if (!given) execFileSync('npx', ['storybook', 'build', '-o', folder, '--quiet'], { cwd: root, stdio: 'inherit' });
  if (!existsSync(path.join(folder, 'index.json'))) throw new Error(`No Storybook build (index.json) in ${folder}`);
  const server = await serveFolder(folder);
  process.env.VISUAL_STORYBOOK_DIR = folder;
  process.env.VISUAL_BASE_URL = server.url;
  return async () => {
    await server.close();
    if (!given) rmSync(folder, { recursive: true, force: true });
  };
}
