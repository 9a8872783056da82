import { SettingsError } from '@roombook/domain/settings';
import { CreateAdminError, runCreateAdmin } from './create-admin';
import { DataDirLockedError } from './db/lock';

/** `npm run create-admin -- <email> [--first-name X] [--last-name Y]` (./create-admin.ts). */
try {
  for (const line of await runCreateAdmin(process.argv.slice(2), process.env)) console.info(line);
} catch (error) {
  if (error instanceof SettingsError) for (const line of error.lines) console.error(`roombook create-admin: ${line}`);
  else if (error instanceof CreateAdminError || error instanceof DataDirLockedError) console.error(`roombook create-admin: ${error.message}`);
  else console.error('roombook create-admin: failed:', error);
  process.exitCode = 1;
}
