import { describe, expect, it } from 'vitest';
import { ERRORS } from '@roombook/domain/messages';
import type { FormReply } from '~/lib/action.server';
import { ActionFailed, FetcherSubmissions, toFormData } from './fetcher-action';

const ok = (data: string): FormReply<string> => ({ ok: true, result: { initialValue: null }, data, error: null });
const refused = (message: string, statusCode: number): FormReply<string> => ({
  ok: false,
  result: { status: 'error', error: { '': [message] } },
  data: null,
  error: { message, statusCode },
});

describe('FetcherSubmissions: a fetcher submission as a promise', () => {
  it('settles a submission when the fetcher is idle again after being busy, with its reply', async () => {
    const subs = new FetcherSubmissions<string>();
    const started: string[] = [];
    const done = subs.submit(() => started.push('first'));
    expect(started).toEqual(['first']);
    subs.observe('idle', undefined); // the render before the fetcher picked it up settles nothing
    subs.observe('submitting', undefined);
    subs.observe('loading', ok('saved'));
    subs.observe('idle', ok('saved'));
    await expect(done).resolves.toMatchObject({ ok: true, data: 'saved' });
  });

  it("rejects with the API's message and status when the action answers a failure", async () => {
    const subs = new FetcherSubmissions<string>();
    const done = subs.submit(() => undefined);
    subs.observe('submitting', undefined);
    subs.observe('idle', refused('You do not have permission to do this', 403));
    const failure = await done.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ActionFailed);
    expect(failure).toMatchObject({ message: 'You do not have permission to do this', statusCode: 403 });
  });

  it("rejects with the form's first error when the form was refused before any call", async () => {
    const subs = new FetcherSubmissions<string>();
    const done = subs.submit(() => undefined);
    subs.observe('submitting', undefined);
    subs.observe('idle', { ok: false, result: { status: 'error', error: { items: ['This field is required'] } }, data: null, error: null });
    await expect(done).rejects.toMatchObject({ message: 'This field is required', statusCode: null });
  });

  it('rejects with a generic message when the fetcher settles without a reply (network failure, redirect)', async () => {
    const subs = new FetcherSubmissions<string>();
    const done = subs.submit(() => undefined);
    subs.observe('submitting', undefined);
    subs.observe('idle', undefined);
    await expect(done).rejects.toMatchObject({ message: ERRORS.internal });
  });

  it('runs submissions one at a time, each settled by its own reply', async () => {
    let data: FormReply<string> | undefined = undefined;
    const subs = new FetcherSubmissions<string>(() => data);
    const started: string[] = [];
    const first = subs.submit(() => started.push('a'));
    const second = subs.submit(() => started.push('b'));
    expect(started).toEqual(['a']);
    subs.observe('submitting', undefined);
    data = ok('a-done');
    subs.observe('idle', data);
    expect(started).toEqual(['a', 'b']);
    // The fetcher still shows the first reply until the second submission is in flight.
    subs.observe('idle', data);
    subs.observe('submitting', data);
    subs.observe('idle', refused('Taken', 409));
    await expect(first).resolves.toMatchObject({ data: 'a-done' });
    await expect(second).rejects.toMatchObject({ message: 'Taken' });
  });
});

describe('FetcherSubmissions when React skipped the busy renders', () => {
  // Remix sets fetcher states in transitions; an interrupted transition is never committed, so a slow
  // render can go straight from the idle state before the submission to the idle state after it.
  it('settles on the new reply although no busy state was ever observed', async () => {
    let data: FormReply<string> | undefined = ok('earlier');
    const subs = new FetcherSubmissions<string>(() => data);
    const done = subs.submit(() => undefined);
    subs.observe('idle', data); // the render before the fetcher picked the submission up
    data = ok('saved');
    subs.observe('idle', data);
    await expect(done).resolves.toMatchObject({ data: 'saved' });
  });

  it('rejects with the new reply’s failure the same way', async () => {
    const subs = new FetcherSubmissions<string>(() => undefined);
    const done = subs.submit(() => undefined);
    subs.observe('idle', undefined);
    subs.observe('idle', refused('Taken', 409));
    await expect(done).rejects.toMatchObject({ message: 'Taken', statusCode: 409 });
  });
});

describe('toFormData', () => {
  it('sends lists as repeated fields and everything else as text', () => {
    const form = toFormData({ intent: 'delete-many', items: [3, 5], confirm: true });
    expect(form.getAll('items')).toEqual(['3', '5']);
    expect(form.get('intent')).toBe('delete-many');
    expect(form.get('confirm')).toBe('true');
  });

  it('sends a file as a file part with its bytes and type', async () => {
    const image = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const form = toFormData({ image });
    const part = form.get('image');
    expect(part).toBeInstanceOf(File);
    expect((part as File).type).toBe('image/png');
    expect([...new Uint8Array(await (part as File).arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });
});
