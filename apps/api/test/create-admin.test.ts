import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { buildApp } from '../src/app';
import { keptSecrets } from '../src/config';
import { CREATE_ADMIN_USAGE, CreateAdminError, parseCreateAdminArgs, runCreateAdmin } from '../src/create-admin';
import { type Database, openDatabase } from '../src/db/index';
import { availableBackends, createTestDatabase, TEST_JWT_SECRET, testConfig, type TestBackend } from '../src/testing';
import { testClock } from '../src/test-clock';
import { call } from './helpers';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const WEB_URL = 'https://rooms.example.test';
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = (): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'roombook-create-admin-'));
  dirs.push(dir);
  return dir;
};

/** Where the command runs: its environment, and how to open the same database with the API's secret afterwards. */
interface Install {
  env: Record<string, string>;
  open(): Promise<{ db: Database; jwtSecret: string }>;
  dispose(): Promise<void>;
}

const install = async (backend: TestBackend): Promise<Install> => {
  if (backend === 'pglite') {
    const dataDir = tempDir();
    return {
      env: { DATA_DIR: dataDir, WEB_URL },
      open: async () => ({ db: await openDatabase({ driver: 'pglite', dataDir }), jwtSecret: keptSecrets(dataDir).jwtSecret }),
      dispose: async () => undefined,
    };
  }
  // A fresh PostgreSQL database, as an operator's DATABASE_URL names it (the command migrates it again: nothing to do).
  const db = await createTestDatabase('pg');
  const { connectionString } = db.knex.client.config.connection as { connectionString: string };
  return {
    env: { DATABASE_URL: connectionString, JWT_SECRET: TEST_JWT_SECRET, WEB_URL },
    open: async () => ({ db, jwtSecret: TEST_JWT_SECRET }),
    dispose: () => db.close(),
  };
};

describe.each(availableBackends())('npm run create-admin on %s', (backend) => {
  it('creates a SuperAdmin without a password whose invitation link sets it, and refuses the e-mail a second time', async () => {
    const now = testClock();
    const place = await install(backend);
    try {
      const printed = await runCreateAdmin(['ada@firma.test', '--first-name', 'Ada', '--last-name', 'Lund'], place.env, now);
      expect(printed[0]).toMatch(/^SuperAdmin Ada Lund <ada@firma\.test> created \(user \d+, /);
      expect(printed[1]).toContain(`${WEB_URL}/reset-password?token=`);
      await expect(runCreateAdmin(['ADA@firma.test'], place.env, now)).rejects.toThrow(
        new CreateAdminError('ADA@firma.test: A user with this email already exists'),
      );

      const { db, jwtSecret } = await place.open();
      const app = await buildApp({ db, config: testConfig({ jwtSecret, webUrl: WEB_URL, now }) });
      try {
        expect(await db.knex('users').select('email', 'role', 'first_login as firstLogin', 'password_hash as passwordHash')).toEqual([
          { email: 'ada@firma.test', role: 'SuperAdmin', firstLogin: true, passwordHash: null },
        ]);
        const mails = (await app.outbox.pending()).map((row) => app.outbox.render(row));
        expect(mails).toHaveLength(1);
        expect(mails[0]!.to).toBe('ada@firma.test');
        const link = new URL(/https:\/\/\S+\/reset-password\?token=\S+/.exec(mails[0]!.text)![0]);
        expect(link.origin).toBe(WEB_URL);

        const password = 'ada-chose-this-one';
        const reset = await call(app, contract.auth.resetPassword, {
          body: { token: link.searchParams.get('token') ?? '', password, confirmPassword: password },
        });
        expect(reset.statusCode, reset.body).toBe(200);
        const signIn = await call(app, contract.auth.login, { body: { email: 'ada@firma.test', password } });
        expect(signIn.statusCode, signIn.body).toBe(200);
        expect(signIn.json()).toMatchObject({ user: { role: 'SuperAdmin', email: 'ada@firma.test' } });
      } finally {
        await app.close();
        await db.close();
      }
    } finally {
      await place.dispose();
    }
  }, 120_000);
});

describe('create-admin arguments', () => {
  it('takes the e-mail and optional names (default Super Admin)', () => {
    expect(parseCreateAdminArgs(['ada@firma.test'])).toEqual({ email: 'ada@firma.test', firstName: 'Super', lastName: 'Admin' });
    expect(parseCreateAdminArgs(['--last-name', 'Lund', 'ada@firma.test', '--first-name', 'Ada'])).toEqual({
      email: 'ada@firma.test',
      firstName: 'Ada',
      lastName: 'Lund',
    });
  });

  it.each([
    [['not-an-email'], 'the e-mail: Must be an email'],
    [[], CREATE_ADMIN_USAGE],
    [['a@firma.test', 'b@firma.test'], CREATE_ADMIN_USAGE],
    [['a@firma.test', '--first-name'], `--first-name needs a value; ${CREATE_ADMIN_USAGE}`],
    [['a@firma.test', '--first-name', ' '], '--first-name: This field is required'],
    [['a@firma.test', '--role', 'Admin'], `unknown option --role; ${CREATE_ADMIN_USAGE}`],
  ])('refuses %j with one line', (args, message) => {
    expect(() => parseCreateAdminArgs(args)).toThrow(new CreateAdminError(message));
  });
});

/** Runs `npm run create-admin`'s command; answers its exit code and output lines. */
const command = (args: string[], env: Record<string, string>) =>
  new Promise<{ code: number | null; stdout: string[]; stderr: string[] }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/create-admin-cli.ts', ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const lines = (text: string) => text.split('\n').filter((line) => line !== '');
    child.once('exit', (code) => resolve({ code, stdout: lines(out), stderr: lines(err) }));
  });

describe('the create-admin command', () => {
  it('prints what it did, and refuses a taken or invalid e-mail with one line and exit code 1', async () => {
    const env = { DATA_DIR: tempDir(), WEB_URL };
    const created = await command(['boss@firma.test'], env);
    expect(created).toMatchObject({ code: 0, stderr: [] });
    expect(created.stdout[0]).toMatch(/^SuperAdmin Super Admin <boss@firma\.test> created/);

    expect(await command(['boss@firma.test'], env)).toEqual({
      code: 1,
      stdout: [],
      stderr: ['roombook create-admin: boss@firma.test: A user with this email already exists'],
    });
    expect(await command(['boss@'], env)).toEqual({ code: 1, stdout: [], stderr: ['roombook create-admin: the e-mail: Must be an email'] });
  }, 180_000);
});
