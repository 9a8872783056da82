import type { RequestHandler } from 'msw';
import type { Actor } from '@roombook/domain/permissions/capabilities';
import { createHandlers, MockStore } from '@roombook/mocks/handlers';

/**
 * Story-only (imported by `*.stories.tsx` files and the story helpers, never by a screen). A screen
 * story's signed-in world, as its `beforeEach` sets it up.
 */
export interface StorySession {
  /** A fresh in-memory store: the data the MSW handlers of `mocks/` answer from. */
  store: MockStore;
  /** The signed-in user as the permission rules see them. */
  actor: Actor;
  /** Their bearer token, for `storyCall`/`useStoryLoad`. */
  token: string;
}

/**
 * A fresh store (`users` to start from, the clock at `now`), the mocks' handlers on it (before any the story
 * adds), and the user of `email` signed in.
 */
export function signInStory(
  msw: { use: (...handlers: RequestHandler[]) => void },
  email: string,
  { users, now }: { users?: ConstructorParameters<typeof MockStore>[0]; now?: number } = {},
): StorySession {
  const store = new MockStore(users, now === undefined ? undefined : () => now);
  msw.use(...createHandlers(store));
  const user = store.findUserByEmail(email);
  if (!user) throw new Error(`The mock store has no user ${email}`);
  return {
    store,
    actor: { id: user.id, role: user.role, companyId: user.company?.id ?? null },
    token: store.issueTokens(user.id).token,
  };
}
