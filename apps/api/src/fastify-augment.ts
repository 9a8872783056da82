import type { SessionUserRecord } from './plugins/app/users/users-repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a bearer call (set in `onRequest`); null on public calls. */
    authUser: SessionUserRecord | null;
  }
}

export {};
