import { defineHandlers } from '../../../areas';
import { kioskService } from './kiosk-service';

/**
 * The canteen kiosk (docs/decisions/038): the public location list and sign-in (rate-limited per client like
 * the user sign-in and the other public calls), and the device calls (the device token checked in onRequest).
 */
export default defineHandlers('kiosk', (deps) => {
  const kiosk = deps.get(kioskService);
  const { config } = deps;
  return {
    locations: {
      handler: () => kiosk.locations(),
      rateLimit: { max: config.publicRateLimitMax, timeWindow: '1 minute' },
    },
    signIn: {
      handler: ({ body }) => kiosk.signIn(body),
      rateLimit: { max: config.loginRateLimitMax, timeWindow: '1 minute' },
    },
    signOut: { handler: ({ device }) => kiosk.signOut(device) },
    menu: { handler: ({ device }) => kiosk.menu(device) },
    order: {
      handler: ({ device, body, reply }) => kiosk.order(device, body, (seconds) => void reply.header('retry-after', String(seconds))),
    },
  };
});
