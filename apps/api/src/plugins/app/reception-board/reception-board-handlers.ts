import { defineHandlers } from '../../../areas';
import { receptionBoardService } from './reception-board-service';

/**
 * The reception board (docs/decisions/103): the public location list and sign-in (rate-limited per client like the
 * kiosk's), and the board's calls (its device token checked in onRequest).
 */
export default defineHandlers('receptionBoard', (deps) => {
  const board = deps.get(receptionBoardService);
  const { config } = deps;
  return {
    locations: {
      handler: () => board.locations(),
      rateLimit: { max: config.publicRateLimitMax, timeWindow: '1 minute' },
    },
    signIn: {
      handler: ({ body }) => board.signIn(body),
      rateLimit: { max: config.loginRateLimitMax, timeWindow: '1 minute' },
    },
    signOut: { handler: ({ reception }) => board.signOut(reception) },
    board: { handler: ({ reception }) => board.boardOf(reception) },
    arrive: { handler: ({ reception, body }) => board.arrive(reception, body) },
  };
});
