import { createApiClient, type CallInput } from '@roombook/domain/contract/client';
import type { ApiCall, CallResponse } from '@roombook/domain/contract/define';
import { displayErrorMessage } from '@roombook/domain/messages';

/**
 * How screen stories reach the MSW handlers of `mocks/`: the one contract client of the domain (the web
 * server calls the API through the same client), on the page's own origin, with the story's bearer token.
 */
const client = createApiClient({ baseUrl: '' });

/** The answer of a call: the parsed response, or the message a user would see (§8) with its status. */
export type StoryAnswer<T> = { ok: true; data: T } | { ok: false; message: string; statusCode: number };

/** One contract call from a story, as the signed-in user of `token`. */
export async function storyCall<C extends ApiCall>(
  call: C,
  token: string | undefined,
  input: Omit<CallInput<C>, 'token'> = {} as Omit<CallInput<C>, 'token'>,
): Promise<StoryAnswer<CallResponse<C>>> {
  const result = await client.send(call, { ...input, ...(token === undefined ? {} : { token }) } as CallInput<C>);
  return result.ok
    ? { ok: true, data: result.data }
    : { ok: false, message: displayErrorMessage(result.error.message), statusCode: result.error.statusCode };
}
