import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { emailField, requiredText } from '@roombook/domain/common/fields';
import { INVITATION_TTL_DAYS, NAME_MAX } from '@roombook/domain/constants';
import { VALIDATION } from '@roombook/domain/messages';
import { parseSettings, type Environment } from '@roombook/domain/settings';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { KEPT_SECRETS_FILE, keptSecrets, parseEnv } from './config';
import { openDatabase, databaseOptionsFrom, type Database } from './db/index';
import { migrateLatest } from './db/migrate';
import { Deps } from './deps';
import { passwordLinks } from './plugins/app/auth/password-links';
import { usersRepository } from './plugins/app/users/users-repository';

/**
 * `npm run create-admin -- <email> [--first-name X] [--last-name Y]`: the first SuperAdmin of a real install
 * (docs/decisions/074). The user gets no password and the first-login flag; the invitation mail that Manage
 * users sends is queued in the same transaction, and its link sets the password.
 */

/** A refused request: the command prints the message as one line and exits 1. */
export class CreateAdminError extends Error {}

export const CREATE_ADMIN_USAGE = 'usage: npm run create-admin -- <email> [--first-name <name>] [--last-name <name>]';

const NewAdminSchema = z.object({
  email: emailField(VALIDATION.required, VALIDATION.mustBeEmail),
  firstName: requiredText(VALIDATION.required, { max: NAME_MAX }),
  lastName: requiredText(VALIDATION.required, { max: NAME_MAX }),
});

export type NewAdmin = z.output<typeof NewAdminSchema>;

/** The command's arguments: the e-mail, and the names (default Super Admin). */
export const parseCreateAdminArgs = (args: readonly string[]): NewAdmin => {
  const given: Record<string, string> = { firstName: 'Super', lastName: 'Admin' };
  const positional: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const option = { '--first-name': 'firstName', '--last-name': 'lastName' }[arg];
    if (option !== undefined) {
      const value = args[i + 1];
      if (value === undefined) throw new CreateAdminError(`${arg} needs a value; ${CREATE_ADMIN_USAGE}`);
      given[option] = value;
      i += 1;
    } else if (arg.startsWith('--')) {
      throw new CreateAdminError(`unknown option ${arg}; ${CREATE_ADMIN_USAGE}`);
    } else {
      positional.push(arg);
    }
  }
  if (positional.length !== 1) throw new CreateAdminError(CREATE_ADMIN_USAGE);
  const result = NewAdminSchema.safeParse({ ...given, email: positional[0] });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = { email: 'the e-mail', firstName: '--first-name', lastName: '--last-name' }[String(issue.path[0])] ?? String(issue.path[0]);
    throw new CreateAdminError(`${field}: ${issue.message}`);
  }
  return result.data;
};

const isUniqueEmail = (error: unknown): boolean =>
  (error as { code?: unknown; constraint?: unknown } | null)?.code === '23505' && (error as { constraint?: unknown }).constraint === 'users_email_unique';

/** Creates the SuperAdmin and queues their invitation, in one transaction; answers the new user's id. */
export const createSuperAdmin = async (deps: Deps, admin: NewAdmin): Promise<number> => {
  const users = deps.get(usersRepository);
  const links = deps.get(passwordLinks);
  try {
    return await deps.knex.transaction(async (trx) => {
      const id = await users.insert({ role: 'SuperAdmin', companyId: null, ...admin, passwordHash: null, firstLogin: true }, trx);
      await links.invite({ id, email: admin.email, firstName: admin.firstName }, trx);
      return id;
    });
  } catch (error) {
    if (isUniqueEmail(error)) throw new CreateAdminError(`${admin.email}: ${USER_MESSAGES.emailTaken}`);
    throw error;
  }
};

/**
 * The secret the API seals queued mails with, so that it can open this invitation: JWT_SECRET, else the
 * installation's kept secret (DATA_DIR/secrets.json: the embedded database, or `npm start` on PostgreSQL).
 * With DATABASE_URL, no JWT_SECRET and no kept secret the API uses one per process: nothing could be sealed for it.
 */
const apiSecret = (config: ReturnType<typeof parseEnv>): string => {
  if (config.jwtSecret !== undefined) return config.jwtSecret;
  if (config.databaseUrl === undefined || existsSync(path.join(config.dataDir, KEPT_SECRETS_FILE))) return keptSecrets(config.dataDir).jwtSecret;
  throw new CreateAdminError('JWT_SECRET must be set to the API\'s: the invitation\'s link is sealed with it');
};

/**
 * The command: parses the arguments and the settings (the API's, without its production refusals: the database
 * is not served), opens and migrates the database, creates the SuperAdmin and answers what to print.
 */
export const runCreateAdmin = async (args: readonly string[], env: Environment, now: () => Date = () => new Date()): Promise<string[]> => {
  const admin = parseCreateAdminArgs(args);
  const settings = parseSettings(env);
  const production = settings.NODE_ENV === 'production';
  const config = parseEnv({ ...env, NODE_ENV: undefined });
  if (production && !config.webUrl.startsWith('https:')) {
    throw new CreateAdminError('WEB_URL must be the https:// address of the web app when NODE_ENV=production (it is the invitation\'s link)');
  }
  const jwtSecret = apiSecret(config);
  const db: Database = await openDatabase(databaseOptionsFrom(config));
  try {
    await migrateLatest(db.knex);
    const deps = new Deps(db.knex, db.driver, {
      jwtSecret,
      loginRateLimitMax: config.loginRateLimitMax,
      publicRateLimitMax: config.publicRateLimitMax,
      logLevel: config.logLevel,
      webUrl: config.webUrl,
      now,
    });
    const id = await createSuperAdmin(deps, admin);
    const where = config.databaseUrl === undefined ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
    return [
      `SuperAdmin ${admin.firstName} ${admin.lastName} <${admin.email}> created (user ${id}, ${where}), without a password.`,
      `The invitation is queued in the outbox: the API sends it${config.smtpUrl === undefined ? ' once it runs with SMTP_URL' : ` through ${new URL(config.smtpUrl).host}`}; its link (${config.webUrl}/reset-password?token=…) sets the password within ${INVITATION_TTL_DAYS} days.`,
    ];
  } finally {
    await db.close();
  }
};
