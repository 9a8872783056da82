import { SettingsError } from '@roombook/domain/settings';
import { CLOCK_FILE_VARIABLE, fileClock } from './file-clock';
import { serve, startFailed } from './serve';

/**
 * `npm start`: the API on the system clock, or, for the end-to-end tests only, on the clock of
 * ROOMBOOK_CLOCK_FILE (`fileClock`), which a production start refuses.
 */
const clockFile = process.env[CLOCK_FILE_VARIABLE];
if (clockFile && process.env.NODE_ENV === 'production') {
  startFailed(new SettingsError([`${CLOCK_FILE_VARIABLE} is for the end-to-end tests: unset it in production`]));
} else {
  serve(clockFile ? fileClock(clockFile) : undefined).catch(startFailed);
}
