import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, JWT_SECRET_FILE, parseEnv, resolveJwtSecret } from '../src/config';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('environment', () => {
  it('has defaults that run the demo', () => {
    expect(parseEnv({}, '/srv/app')).toEqual({
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
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => parseEnv({ PUBLIC_RATE_LIMIT_MAX: '0' })).toThrow(/PUBLIC_RATE_LIMIT_MAX/);
    expect(() => parseEnv({ SMTP_URL: 'http://127.0.0.1:1025' })).toThrow(/SMTP_URL must be an smtp/);
    expect(() => parseEnv({ SMTP_URL: 'localhost:1025' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ MAIL_FROM: 'roombook' })).toThrow(/MAIL_FROM must be an address/);
    expect(() => parseEnv({ MAIL_FROM: 'roombook <no-reply>' })).toThrow(/MAIL_FROM/);
    expect(() => parseEnv({ EMAIL_POLL_MS: '0' })).toThrow(/EMAIL_POLL_MS/);
  });
});

describe('JWT secret', () => {
  const warnings: string[] = [];
  const warn = (m: string) => warnings.push(m);

  it('keeps a generated secret in DATA_DIR/jwt-secret (mode 0600) for the embedded database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'roombook-config-'));
    dirs.push(dataDir);
    const config = parseEnv({ DATA_DIR: dataDir });
    const first = await resolveJwtSecret(config, warn);
    const second = await resolveJwtSecret(config, warn);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    const file = path.join(dataDir, JWT_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(warnings).toEqual([]);
  });

  it('uses JWT_SECRET when set, and a per-process secret with a warning for DATABASE_URL without it', async () => {
    const given = 'k'.repeat(48);
    expect(await resolveJwtSecret(parseEnv({ JWT_SECRET: given, DATABASE_URL: 'postgres://x/y' }), warn)).toBe(given);
    const a = await resolveJwtSecret(parseEnv({ DATABASE_URL: 'postgres://x/y' }), warn);
    const b = await resolveJwtSecret(parseEnv({ DATABASE_URL: 'postgres://x/y' }), warn);
    expect(a).not.toBe(b);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/JWT_SECRET is not set/);
  });
});
