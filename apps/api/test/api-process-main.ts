import { serve, startFailed } from '../src/serve';
import { testClock } from '../src/test-clock';

/** The API process of the tests (./api-process.ts): `npm start`'s, on the clock of the instant under test. */
serve(testClock()).catch(startFailed);
