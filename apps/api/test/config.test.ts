import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REFUSALS, SettingsError } from '@roombook/domain/settings';
import { KEPT_SECRETS_FILE, keptSecrets, parseEnv, resolveJwtSecret } from '../src/config';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('environment', () => {
  it('has defaults that run the demo', () => {
    expect(parseEnv({}, '/srv/app')).toEqual({
      production: false,
      demoData: false,
      databaseUrl: undefined,
      dataDir: '/srv/app/data',
      port: 3001,
      host: 'localhost',
      jwtSecret: undefined,
      loginRateLimitMax: 10,
      publicRateLimitMax: 20,
      logLevel: 'info',
      webUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'roombook <no-reply@roombook.local>',
      emailPollMs: 2000,
      shutdownDrainMs: 0,
    });
  });

  it('reads every variable; an empty DATABASE_URL means the embedded database', () => {
    const config = parseEnv(
      {
        DATABASE_URL: '',
        DATA_DIR: '/var/lib/roombook',
        PORT: '8080',
        HOST: '0.0.0.0',
        JWT_SECRET: 'x'.repeat(40),
        LOGIN_RATE_LIMIT_MAX: '5',
        PUBLIC_RATE_LIMIT_MAX: '7',
        LOG_LEVEL: 'warn',
        WEB_URL: 'https://rooms.example.test/',
        SMTP_URL: 'smtp://127.0.0.1:1025',
        MAIL_FROM: 'Rooms <rooms@example.test>',
        EMAIL_POLL_MS: '500',
        SHUTDOWN_DRAIN_MS: '1500',
      },
      '/srv/app'
    );
    expect(config).toMatchObject({
      databaseUrl: undefined,
      dataDir: '/var/lib/roombook',
      port: 8080,
      host: '0.0.0.0',
      loginRateLimitMax: 5,
      publicRateLimitMax: 7,
      logLevel: 'warn',
      webUrl: 'https://rooms.example.test',
      smtpUrl: 'smtp://127.0.0.1:1025',
      mailFrom: 'Rooms <rooms@example.test>',
      emailPollMs: 500,
      shutdownDrainMs: 1500,
    });
    expect(parseEnv({ SMTP_URL: '', MAIL_FROM: 'rooms@example.test' })).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'rooms@example.test',
    });
  });

  it('refuses invalid values with a readable message', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(SettingsError);
    expect(() => parseEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => parseEnv({ PUBLIC_RATE_LIMIT_MAX: '0' })).toThrow(/PUBLIC_RATE_LIMIT_MAX/);
    expect(() => parseEnv({ SMTP_URL: 'http://127.0.0.1:1025' })).toThrow(/SMTP_URL must be an smtp/);
    expect(() => parseEnv({ SMTP_URL: 'localhost:1025' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ MAIL_FROM: 'roombook' })).toThrow(/MAIL_FROM must be an address/);
    expect(() => parseEnv({ MAIL_FROM: 'roombook <no-reply>' })).toThrow(/MAIL_FROM/);
    expect(() => parseEnv({ EMAIL_POLL_MS: '0' })).toThrow(/EMAIL_POLL_MS/);
    expect(() => parseEnv({ DEMO_DATA: 'yes' })).toThrow('DEMO_DATA: DEMO_DATA must be true or false');
    expect(() => parseEnv({ DATABASE_URL: 'mysql://db/roombook' })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => parseEnv({ WEB_URL: 'rooms.example.test' })).toThrow(/WEB_URL must be an http/);
  });

  it('names every wrong variable on its own line', () => {
    const error = (() => {
      try {
        parseEnv({ PORT: 'eighty', LOG_LEVEL: 'loud' });
      } catch (e) {
        return e as SettingsError;
      }
    })();
    expect(error?.lines).toEqual(['PORT: PORT must be a port number', 'LOG_LEVEL: LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent']);
  });

  it('seeds the demo only with DEMO_DATA=true', () => {
    expect(parseEnv({}).demoData).toBe(false);
    expect(parseEnv({ DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(parseEnv({ DEMO_DATA: 'true' }).demoData).toBe(true);
  });
});

describe('production (NODE_ENV=production)', () => {
  const ready = {
    NODE_ENV: 'production',
    JWT_SECRET: 'j'.repeat(40),
    SESSION_SECRET: 'session-secret',
    WEB_URL: 'https://rooms.example.test',
  };
  const refusals = (env: Record<string, string | undefined>): readonly string[] => {
    try {
      parseEnv(env);
      return [];
    } catch (error) {
      return (error as SettingsError).lines;
    }
  };

  it('starts with its secrets and an https WEB_URL', () => {
    expect(parseEnv(ready)).toMatchObject({ production: true, demoData: false, webUrl: 'https://rooms.example.test' });
  });

  it('refuses without JWT_SECRET, without SESSION_SECRET, with an http WEB_URL or with DEMO_DATA, one line each', () => {
    expect(refusals({ ...ready, JWT_SECRET: undefined })).toEqual([REFUSALS.jwtSecret]);
    expect(refusals({ ...ready, SESSION_SECRET: ' , ' })).toEqual([REFUSALS.sessionSecret]);
    expect(refusals({ ...ready, WEB_URL: 'http://rooms.example.test' })).toEqual([REFUSALS.webUrl]);
    expect(refusals({ ...ready, WEB_URL: 'http://localhost:3000' })).toEqual([REFUSALS.webUrl]);
    expect(refusals({ ...ready, WEB_URL: undefined })).toEqual([REFUSALS.webUrl]);
    expect(refusals({ ...ready, DEMO_DATA: 'true' })).toEqual([REFUSALS.demoData]);
    expect(refusals({ NODE_ENV: 'production' })).toEqual([REFUSALS.jwtSecret, REFUSALS.sessionSecret, REFUSALS.webUrl]);
  });

  it('asks none of that outside production', () => {
    expect(refusals({ NODE_ENV: 'development', DEMO_DATA: 'true', WEB_URL: 'http://localhost:3000' })).toEqual([]);
  });
});

describe('JWT secret', () => {
  const warnings: string[] = [];
  const warn = (m: string) => warnings.push(m);

  it('keeps a generated secret in DATA_DIR/secrets.json (mode 0600) for the embedded database, as npm start does', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'roombook-config-'));
    dirs.push(dataDir);
    const config = parseEnv({ DATA_DIR: dataDir });
    const first = resolveJwtSecret(config, warn);
    const second = resolveJwtSecret(config, warn);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(keptSecrets(dataDir).jwtSecret).toBe(first);
    const file = path.join(dataDir, KEPT_SECRETS_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ jwtSecret: first });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(warnings).toEqual([]);
  });

  it('uses JWT_SECRET when set, and a per-process secret with a warning for DATABASE_URL without it', () => {
    const given = 'k'.repeat(48);
    expect(resolveJwtSecret(parseEnv({ JWT_SECRET: given, DATABASE_URL: 'postgres://x/y' }), warn)).toBe(given);
    const a = resolveJwtSecret(parseEnv({ DATABASE_URL: 'postgres://x/y' }), warn);
    const b = resolveJwtSecret(parseEnv({ DATABASE_URL: 'postgres://x/y' }), warn);
    expect(a).not.toBe(b);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/JWT_SECRET is not set/);
  });
});
