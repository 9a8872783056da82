import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** MSW in the browser (Storybook and QA sessions). */
export const worker = setupWorker(...handlers);
