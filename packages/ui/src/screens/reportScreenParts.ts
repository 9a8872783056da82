import { useCallback, useEffect, useState } from 'react';
import type { ApiCall, CallBody, CallResponse } from '@roombook/domain/contract/define';
import { ERRORS, displayErrorMessage } from '@roombook/domain/messages';

/**
 * What the report screens' stories share: calling the contract (answered by the MSW handlers of
 * `mocks/`) with the signed-in user's token, as the web app's loaders and actions do.
 */

export type Load<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'failed'; message: string };

export type Answer<T> = { ok: true; data: T } | { ok: false; message: string };

const messageOf = (json: unknown) =>
  displayErrorMessage(typeof json === 'object' && json !== null && 'message' in json ? String(json.message) : ERRORS.internal);

/** One contract call: the body as JSON, the answer parsed with the call's response schema. */
export async function callApi<C extends ApiCall>(call: C, token: string, body?: CallBody<C>): Promise<Answer<CallResponse<C>>> {
  try {
    const response = await fetch(call.path, {
      method: call.method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json: unknown = await response.json();
    if (!response.ok) return { ok: false, message: messageOf(json) };
    return { ok: true, data: call.response.parse(json) as CallResponse<C> };
  } catch {
    return { ok: false, message: ERRORS.internal };
  }
}

/** A list the screen loads on entry (canteens, companies, rooms). */
export function useList<C extends ApiCall>(call: C, token: string): Load<CallResponse<C>> {
  const [state, setState] = useState<Load<CallResponse<C>>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void callApi(call, token).then((answer) => {
      if (current) setState(answer.ok ? { status: 'done', data: answer.data } : { status: 'failed', message: answer.message });
    });
    return () => {
      current = false;
    };
  }, [call, token]);
  return state;
}

/**
 * A report request: loading while it runs, then the report or the server's message. `onSettled` gets
 * the outcome (the screen toasts it: §8 'Request successfully processed', or the error).
 */
export function useReport<C extends ApiCall>(call: C, token: string, onSettled: (answer: Answer<CallResponse<C>>) => void) {
  const [state, setState] = useState<Load<CallResponse<C>>>({ status: 'idle' });
  const request = useCallback(
    async (query: CallBody<C>) => {
      setState({ status: 'loading' });
      const answer = await callApi(call, token, query);
      setState(answer.ok ? { status: 'done', data: answer.data } : { status: 'failed', message: answer.message });
      onSettled(answer);
    },
    [call, token, onSettled],
  );
  return { state, request };
}

/** The list's data once loaded; an empty list before (the filters show no options yet). */
export const listOf = <T>(load: Load<T[]>, empty: T[]): T[] => (load.status === 'done' ? load.data : empty);
