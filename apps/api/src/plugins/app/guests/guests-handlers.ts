import { defineHandlers } from '../../../areas';
import { guestsService } from './guests-service';

/** The expected guests of a booking (docs/decisions/103). */
export default defineHandlers('guest', (deps) => {
  const guests = deps.get(guestsService);
  return {
    list: { handler: ({ user, params }) => guests.list(user, params.id) },
    add: { handler: ({ user, params, body }) => guests.add(user, params.id, body) },
    remove: { handler: ({ user, params }) => guests.remove(user, params.id, params.guestId) },
  };
});
