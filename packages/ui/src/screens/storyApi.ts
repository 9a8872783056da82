import { useCallback, useEffect, useMemo, useState } from 'react';
import { createApiClient, type CallInput } from '@roombook/domain/contract/client';
import { contract } from '@roombook/domain/contract/index';
import type { ApiCall, CallResponse } from '@roombook/domain/contract/define';
import { displayErrorMessage, ERRORS } from '@roombook/domain/messages';
import type { StoryToast } from './storyPage';

/**
 * Story-only (imported by `*.stories.tsx` files, never by a screen). How the screen stories' containers
 * reach the MSW handlers of `mocks/`: the one contract client of the domain (the web server calls the API
 * through the same client), on the page's own origin, with the story's bearer token.
 */
const client = createApiClient({ baseUrl: '' });

/** The answer of a call: the parsed response, or the message a user would see (§8) with its status. */
export type StoryAnswer<T> = { ok: true; data: T } | { ok: false; message: string; statusCode: number };

/** What a call takes besides the token (path parameters, query, body). */
export type StoryInput<C extends ApiCall> = Omit<CallInput<C>, 'token'>;

/** One contract call from a story, as the signed-in user of `token` (none for a public call). */
export async function storyCall<C extends ApiCall>(
  call: C,
  token: string | undefined,
  input: StoryInput<C> = {} as StoryInput<C>,
): Promise<StoryAnswer<CallResponse<C>>> {
  const result = await client.send(call, { ...input, ...(token === undefined ? {} : { token }) } as CallInput<C>);
  return result.ok
    ? { ok: true, data: result.data }
    : { ok: false, message: displayErrorMessage(result.error.message), statusCode: result.error.statusCode };
}

/**
 * The same call for a screen's promise callback (`onDelete`, `onSave`…), as the web's fetcher actions
 * answer them: the data, or a rejection with the message a user would see.
 */
export async function storyAction<C extends ApiCall>(call: C, token: string | undefined, input?: StoryInput<C>): Promise<CallResponse<C>> {
  const answer = await storyCall(call, token, input);
  if (!answer.ok) throw new Error(answer.message);
  return answer.data;
}

/** What a screen is given about a list it shows: loading, the data, or the server's message. */
export type StoryLoad<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; message: string };

/**
 * Loads `call` once (again when the token changes), as the web route's loader does before the screen
 * renders. `update` changes the loaded data in place (a deletion the screen reported).
 */
export function useStoryLoad<C extends ApiCall>(call: C, token: string | undefined, input?: StoryInput<C>) {
  const [state, setState] = useState<StoryLoad<CallResponse<C>>>({ status: 'loading' });
  const inputKey = JSON.stringify(input ?? null);
  useEffect(() => {
    let current = true;
    void storyCall(call, token, JSON.parse(inputKey) ?? undefined).then((answer) => {
      if (current) setState(answer.ok ? { status: 'done', data: answer.data } : { status: 'failed', message: answer.message });
    });
    return () => {
      current = false;
    };
  }, [call, token, inputKey]);
  const update = useCallback(
    (change: (data: CallResponse<C>) => CallResponse<C>) =>
      setState((loaded) => (loaded.status === 'done' ? { status: 'done', data: change(loaded.data) } : loaded)),
    [],
  );
  return [state, update] as const;
}

/** The loaded data, or null while loading or after a failure. */
export const loadedData = <T>(load: StoryLoad<T>): T | null => (load.status === 'done' ? load.data : null);

/** The server's message after a failure, else null. */
export const loadError = (load: StoryLoad<unknown>): string | null => (load.status === 'failed' ? load.message : null);

/**
 * A screen callback's run in a story: the call, its toast (the error's message, or `success`), the loaded
 * list changed with the answer (§4); a failure is rethrown (the dialog, the row or the selection stay).
 */
export function useStoryRun<T>(toast: StoryToast, update: (change: (data: T) => T) => void) {
  return useCallback(
    async <A,>(request: () => Promise<A>, success: string, change: (data: T, answer: A) => T) => {
      const answer = await toastedRun(toast, request, success);
      update((data) => change(data, answer));
    },
    [toast, update],
  );
}

/** An area's add, edit and delete calls (`contract.canteen`, `contract.reception`, …). */
interface EditCalls {
  create: ApiCall;
  update: ApiCall;
  delete: ApiCall;
}

/**
 * A screen's add, edit and delete in a story, as the web's actions make them: the area's calls, toasted with
 * their §8 success messages (the contract's `successMessage`), and the loaded list changed with the answer
 * (§4: the new row added, the edited one replaced, the deleted one removed).
 */
export function useStoryEdits<Row extends { id: number }>(calls: EditCalls, token: string, toast: StoryToast, update: (change: (rows: Row[]) => Row[]) => void) {
  const run = useStoryRun<Row[]>(toast, update);
  return useMemo(() => {
    const send = (call: ApiCall, input: StoryInput<ApiCall>) => storyAction(call, token, input) as Promise<Row>;
    const success = (call: ApiCall) => call.successMessage ?? '';
    return {
      create: (body: unknown) => run(() => send(calls.create, { body }), success(calls.create), (rows, created) => [...rows, created]),
      update: (row: Row, body: unknown) =>
        run(() => send(calls.update, { params: { id: row.id }, body }), success(calls.update), (rows, changed) => rows.map((other) => (other.id === changed.id ? changed : other))),
      remove: (row: Row) => run(() => send(calls.delete, { params: { id: row.id } }), success(calls.delete), (rows) => rows.filter((other) => other.id !== row.id)),
    };
  }, [calls, token, run]);
}

/** A screen callback's call in a story, toasted as the web's actions toast it: the answer, or the failure toasted and rethrown. */
async function toastedRun<A>(toast: StoryToast, request: () => Promise<A>, success: string): Promise<A> {
  let answer: A;
  try {
    answer = await request();
  } catch (error) {
    toast('error', error instanceof Error ? error.message : ERRORS.internal);
    throw error;
  }
  toast('success', success);
  return answer;
}

/**
 * The signed-in user (GET /api/user/me) of a details page (Profile, My Company), loaded again after each
 * change as the web's loader is. `act` runs a screen callback's call: a refusal is toasted and rethrown (the
 * screen shows it too); a success is toasted with `success`, then the user is loaded again.
 */
export function useStoryMe(token: string, toast: StoryToast) {
  const [me, updateMe] = useStoryLoad(contract.auth.me, token);
  const reload = useCallback(async () => {
    const answer = await storyCall(contract.auth.me, token);
    if (answer.ok) updateMe(() => answer.data);
  }, [token, updateMe]);
  const act = useCallback(
    async (request: () => Promise<unknown>, success: string) => {
      await toastedRun(toast, request, success);
      await reload();
    },
    [toast, reload],
  );
  return { me, reload, act };
}
