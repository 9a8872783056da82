import { useFetcher } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '@roombook/domain/common/schemas';
import { ERRORS } from '@roombook/domain/messages';
import type { FormReply } from '~/lib/action.server';

/**
 * The one place where the design system's promise-based actions (a DataTable's row and bulk actions,
 * a ConfirmDialog's confirm, a dialog's save) meet Remix fetchers, which answer no promise: a fetcher's
 * submission settles when it is idle again with the action's `FormReply` (conform's reply plus `ok`,
 * `data` and `error`, see `formAction`). Success resolves with the reply, failure rejects with an
 * `ActionFailed` (the DataTable then keeps its selection and the dialog stays open). Toasts need no help:
 * the action flashes them, and the root loader, revalidated after every fetcher action, shows them.
 */

/** A submitted action that answered a failure: the API's message, or the form's first error. */
export class ActionFailed extends Error {
  constructor(
    message: string,
    readonly reply: FormReply<unknown> | undefined,
    readonly statusCode: number | null,
  ) {
    super(message);
    this.name = 'ActionFailed';
  }
}

type FetcherState = 'idle' | 'submitting' | 'loading';

const failureOf = (reply: FormReply<unknown> | undefined): ActionFailed => {
  const error: ApiError | null = reply?.error ?? null;
  if (error) return new ActionFailed(error.message, reply, error.statusCode);
  const firstFormError = Object.values(reply?.result.error ?? {}).find((messages) => messages && messages.length > 0)?.[0];
  return new ActionFailed(firstFormError ?? ERRORS.internal, reply, null);
};

/**
 * Pairs fetcher submissions with the replies that settle them, one at a time (a fetcher carries one
 * submission; later ones wait their turn). Pure bookkeeping, driven by the fetcher's state changes.
 *
 * Remix updates fetcher states inside React transitions, and a transition that is interrupted by a newer
 * update is never committed: on a slow device (a long table re-rendering) the 'submitting' and 'loading'
 * renders can be skipped, and the first state seen after a submission is 'idle' with the new reply. So a
 * submission settles on an idle fetcher that was seen busy, or whose reply is no longer the one it had
 * when the submission started.
 */
export class FetcherSubmissions<T> {
  private waiting: Array<{ start: () => void; resolve: (reply: FormReply<T>) => void; reject: (error: ActionFailed) => void }> = [];
  private current: (typeof this.waiting)[number] | null = null;
  /** Whether the current submission has been seen in flight (so an idle state settles it). */
  private seenBusy = false;
  /** The fetcher's reply when the current submission started. */
  private replyBefore: FormReply<T> | undefined;

  /** `currentReply` reads the fetcher's reply as it is now (its `data`). */
  constructor(private readonly currentReply: () => FormReply<T> | undefined = () => undefined) {}

  /** Queues a submission; `start` submits it to the fetcher when its turn comes. */
  submit(start: () => void): Promise<FormReply<T>> {
    return new Promise<FormReply<T>>((resolve, reject) => {
      this.waiting.push({ start, resolve, reject });
      this.next();
    });
  }

  /** Tells of the fetcher's state and data after a render. */
  observe(state: FetcherState, reply: FormReply<T> | undefined): void {
    if (!this.current) return;
    if (state !== 'idle') {
      this.seenBusy = true;
      return;
    }
    if (!this.seenBusy && reply === this.replyBefore) return;
    const settled = this.current;
    this.current = null;
    this.seenBusy = false;
    if (reply?.ok) settled.resolve(reply);
    else settled.reject(failureOf(reply as FormReply<unknown> | undefined));
    this.next();
  }

  private next(): void {
    if (this.current) return;
    const upcoming = this.waiting.shift();
    if (!upcoming) return;
    this.current = upcoming;
    this.replyBefore = this.currentReply();
    upcoming.start();
  }
}

/** A value an action sends: text, a number, a flag, a list (sent as repeated fields) or a file (an image). */
export type ActionValue = string | number | boolean | Blob | ReadonlyArray<string | number>;

/** The name a file part carries (a Blob has none; the action only reads its bytes and type). */
const fileName = (file: Blob): string => (file instanceof File && file.name !== '' ? file.name : 'upload');

export const toFormData = (payload: Readonly<Record<string, ActionValue>>): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(payload)) {
    if (value instanceof Blob) form.append(name, value, fileName(value));
    else for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item));
  }
  return form;
};

/** A payload with a file is posted as multipart form data (Remix would otherwise send only the file's name). */
const encTypeOf = (payload: Readonly<Record<string, ActionValue>>) =>
  Object.values(payload).some((value) => value instanceof Blob) ? 'multipart/form-data' : 'application/x-www-form-urlencoded';

/**
 * `const run = useFetcherAction('/manage-users')`, then `onConfirm: (row) => run({ intent: 'delete', id: row.id })`:
 * posts the payload to the route's action through a fetcher and answers a promise of its reply.
 */
export function useFetcherAction<T = null>(action: string) {
  const fetcher = useFetcher<FormReply<T>>();
  const latest = useRef(fetcher);
  latest.current = fetcher;
  const [submissions] = useState(() => new FetcherSubmissions<T>(() => latest.current.data as FormReply<T> | undefined));

  useEffect(() => {
    submissions.observe(fetcher.state, fetcher.data as FormReply<T> | undefined);
  }, [submissions, fetcher.state, fetcher.data]);

  return useCallback(
    (payload: Readonly<Record<string, ActionValue>>) =>
      submissions.submit(() => latest.current.submit(toFormData(payload), { method: 'post', action, encType: encTypeOf(payload) })),
    [submissions, action],
  );
}
