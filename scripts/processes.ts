/**
 * The child processes of `npm start` and `npm run start:cluster`: each one's lines printed with its name, how
 * to wait for one to answer its health check, and the mail catcher (maildev) that both start when SMTP_URL is
 * not set (docs/decisions/031).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseSettings, SettingsError, type Settings } from '@roombook/domain/settings';
import { freePort } from '../tests/e2e/ports';

/** The settings of this environment (docs/decisions/075), or the end of the process with one line per wrong one. */
export function settingsOrExit(): Settings {
  try {
    return parseSettings(process.env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    for (const line of error.lines) console.error(`roombook: ${line}`);
    process.exit(1);
  }
}

/** A child's lines, by the child's name. */
export type LineSink = (name: string, line: string) => void;

export const printLine: LineSink = (name, line) => console.log(`[${name}] ${line}`);

/** Starts `command` with the environment added to this one, its output written line by line to `sink`. */
export function spawnNamed(name: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, sink: LineSink = printLine): ChildProcess {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => sink(name, line));
  }
  return child;
}

/** Resolves when the child has ended (at once if it already has). */
export const exitOf = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));

/** How long one health check may take before it counts as no answer. */
const HEALTH_CHECK_TIMEOUT_MS = 5_000;

/**
 * One health check on a connection of its own (a kept-alive connection would carry every check to the same
 * listener): the answer's status, or why there was none.
 */
const checkHealth = (url: string): Promise<{ ok: boolean; outcome: string }> =>
  new Promise((resolve) => {
    const request = get(url, { agent: false, timeout: HEALTH_CHECK_TIMEOUT_MS }, (response) => {
      response.resume();
      const status = response.statusCode ?? 0;
      resolve({ ok: status >= 200 && status < 300, outcome: `answered ${status}` });
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${HEALTH_CHECK_TIMEOUT_MS / 1000} s`)));
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ ok: false, outcome: error.code ?? error.message }));
  });

/**
 * Resolves once `url` answers 2xx; throws when `child` exits first or `timeoutMs` runs out, saying what the
 * last check got (a status, a refused connection, a timeout).
 */
export async function waitForHealth(name: string, url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no check yet';
  while (Date.now() < deadline && child.exitCode === null) {
    const { ok, outcome } = await checkHealth(url);
    if (ok) return;
    last = outcome;
    await new Promise((r) => setTimeout(r, 250));
  }
  if (child.exitCode === null) throw new Error(`the ${name} did not answer ${url} within ${timeoutMs / 1000} s (last check: ${last})`);
  throw new Error(`the ${name} ended (${child.exitCode}) before it answered ${url} (last check: ${last})`);
}

/** maildev's package folder, or null where it is not installed (an install without devDependencies). */
function maildevFolder(): string | null {
  try {
    // Its main module is dist/index.js.
    return path.resolve(path.dirname(fileURLToPath(import.meta.resolve('maildev'))), '..');
  } catch {
    // Not installed, or no import.meta.resolve (Vitest's module runner, in the cluster test): the folders Node
    // searches (its package exports an `import` entry only, which require.resolve cannot use).
    const folders = createRequire(import.meta.url).resolve.paths('maildev') ?? [];
    return folders.map((folder) => path.join(folder, 'maildev')).find((folder) => existsSync(path.join(folder, 'package.json'))) ?? null;
  }
}

/** maildev's command (its package's `bin`), or null where it is not installed. */
function maildevBin(): string | null {
  const folder = maildevFolder();
  if (folder === null) return null;
  const { bin } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { bin: { maildev: string } };
  return path.join(folder, bin.maildev);
}

export interface MailCatcher {
  child: ChildProcess;
  smtpUrl: string;
  webUrl: string;
}

/**
 * The mail catcher, unless SMTP_URL names a real server: maildev on two free loopback ports (or
 * MAILDEV_SMTP_PORT and MAILDEV_WEB_PORT), its mails kept in `mailDir`. Answers its SMTP URL and web address,
 * or null; `start` starts the process (as one of its caller's children).
 */
export async function startMailCatcher(
  mailDir: string,
  start: (name: string, command: string, args: string[]) => ChildProcess,
): Promise<MailCatcher | null> {
  if (process.env.SMTP_URL) return null;
  const bin = maildevBin();
  if (bin === null) {
    console.log('maildev is not installed (npm ci installs it): mails stay queued in the outbox');
    return null;
  }
  const smtpPort = Number(process.env.MAILDEV_SMTP_PORT || (await freePort()));
  let inboxPort = Number(process.env.MAILDEV_WEB_PORT || (await freePort()));
  while (inboxPort === smtpPort) inboxPort = await freePort();
  mkdirSync(mailDir, { recursive: true });
  const args = ['--ip', '127.0.0.1', '--smtp', String(smtpPort), '--web-ip', '127.0.0.1', '--web', String(inboxPort)];
  const child = start('mail', process.execPath, [bin, ...args, '--mail-directory', mailDir, '--silent']);
  return { child, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, webUrl: `http://127.0.0.1:${inboxPort}` };
}
