import { defineHandlers } from '../../../areas';
import { tabletService } from './tablet-service';

/** The room tablet (docs/decisions/100): its calls, the tablet code checked in onRequest. */
export default defineHandlers('tablet', (deps) => {
  const tablets = deps.get(tabletService);
  return {
    state: { handler: ({ tablet }) => tablets.state(tablet) },
  };
});
