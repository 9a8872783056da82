import { defineHandlers } from '../../../areas';
import { tabletService } from './tablet-service';

/** The room tablet (docs/decisions/100, 101): its calls, the tablet code checked in onRequest. */
export default defineHandlers('tablet', (deps) => {
  const tablets = deps.get(tabletService);
  /** A 429's wait, as the `retry-after` header. */
  const retryAfter = (reply: { header: (name: string, value: string) => unknown }) => (seconds: number) => void reply.header('retry-after', String(seconds));
  return {
    state: { handler: ({ tablet }) => tablets.state(tablet) },
    companies: { handler: ({ tablet }) => tablets.companies(tablet) },
    bookNow: { handler: ({ tablet, body, reply }) => tablets.bookNow(tablet, body, retryAfter(reply)) },
    endEarly: { handler: ({ tablet, body, reply }) => tablets.endEarly(tablet, body, retryAfter(reply)) },
    checkIn: { handler: ({ tablet, body, reply }) => tablets.checkIn(tablet, body, retryAfter(reply)) },
    extend: { handler: ({ tablet, body, reply }) => tablets.extend(tablet, body, retryAfter(reply)) },
  };
});
