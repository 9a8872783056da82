import type { ImplementedCall } from './areas';
import type { EmailSender } from './plugins/app/emails/email-sender';
import type { OutgoingEmailsRepository } from './plugins/app/emails/outgoing-emails-repository';
import type { DeviceSession } from './plugins/app/kiosk/kiosk-service';
import type { TabletSession } from './plugins/app/tablet/tablet-service';
import type { ReceptionDevice } from './plugins/app/reception-board/reception-board-service';
import type { SessionUserRecord } from './plugins/app/users/users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The contract calls this API registers, derived from the area handler objects (see `areas.ts`). */
    contractCalls: readonly ImplementedCall[];
    /** Resolves when work that outlives its request (the recovery e-mail) has finished. */
    idle(): Promise<void>;
    /** The outbox: the mail sender renders its mails from it (tests read it as an inbox would). */
    outbox: OutgoingEmailsRepository;
    /** Delivers the outbox over SMTP; null without SMTP settings (mails then stay queued). */
    mailSender: EmailSender | null;
  }

  interface FastifyRequest {
    /** The signed-in user of a bearer call (set in `onRequest`); null on public calls. */
    authUser: SessionUserRecord | null;
    /** The session (refresh-token family) of a bearer call's access token; null on public calls or without one. */
    authSessionId: string | null;
    /** The signed-in kiosk of a device call (set in `onRequest`); null on every other call. */
    kioskSession: DeviceSession | null;
    /** The room tablet of a tablet call (set in `onRequest`); null on every other call. */
    tabletSession: TabletSession | null;
    /** The signed-in reception board of a reception call (set in `onRequest`); null on every other call. */
    receptionSession: ReceptionDevice | null;
    /** The files of a multipart contract call (set in its preValidation); null otherwise. */
    uploads: Record<string, Buffer> | null;
  }
}

export {};
