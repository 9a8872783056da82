import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { REFUSALS } from '@roombook/domain/settings';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web');

/** Starts the built web server (npm start built it) as production does; answers how it ended and what it said. */
const webServer = (env: Record<string, string>) =>
  new Promise<{ code: number | null; stderr: string[] }>((resolve) => {
    const child = spawn(process.execPath, ['server.js'], { cwd: webDir, env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', ...env } });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    // A server that starts is a failed expectation: stop it so that the test ends.
    child.stdout.on('data', (d: Buffer) => {
      if (d.toString().includes('listening')) child.kill('SIGTERM');
    });
    child.once('exit', (code) => resolve({ code, stderr: err.split('\n').filter((line) => line !== '') }));
  });

test('the web server refuses production without SESSION_SECRET, and wrong settings, one line each', async () => {
  expect(await webServer({ NODE_ENV: 'production' })).toEqual({ code: 1, stderr: [`roombook web: ${REFUSALS.sessionSecret}`] });
  expect(await webServer({ NODE_ENV: 'production', SESSION_SECRET: 'a-secret', PORT: 'web', TRUST_PROXY: 'yes' })).toEqual({
    code: 1,
    stderr: ['roombook web: PORT: PORT must be a port number', 'roombook web: TRUST_PROXY: TRUST_PROXY must be true or false'],
  });
});
