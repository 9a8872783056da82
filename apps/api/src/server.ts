import { serve, startFailed } from './serve';

/** `npm start`: the API on the system clock. */
serve().catch(startFailed);
