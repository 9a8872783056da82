import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Id, ItemsBody } from '@roombook/domain/common/schemas';
import type { CallInput } from '@roombook/domain/contract/client';
import type { ApiCall, CallResponse } from '@roombook/domain/contract/define';
import { displayErrorMessage, ERRORS } from '@roombook/domain/messages';
import type { SessionUser } from '@roombook/domain/users/schemas';
import { z } from 'zod';
import { apiCall, formAction, ReplyHeaders, type Guarded } from './action.server';
import { guardSignedInRoute } from './guard.server';
import { MANAGE_INTENT_PARAM, MANAGE_INTENTS } from './manage-intents';

/**
 * The loader and the action of an administration table's route (`/manage-features`, …): one list call
 * for the loader, and the area's create, update, delete and bulk calls for the action, each through the
 * one action helper (`formAction`: the route's guard, the form's schema, the API's refusal toasted and
 * answered, the call's success toast). After an action Remix reloads the list, so the table shows what
 * the server now holds (§4).
 */

/** What an area's loader may add to its rows. */
export interface ManageLoaderOptions<C extends ApiCall, E extends Record<string, ApiCall | null>, F extends Record<string, unknown>> {
  /** The list call's input (path parameters, query). */
  input?: CallInput<C>;
  /**
   * More lists the screen needs (the room form's locations and features), each loaded alongside; `[]` after
   * a failure, and for a list given as null (one the signed-in user's version of the screen has no use for).
   */
  lists?: E;
  /** Plain values for the screen (Manage Rooms' tablet host). */
  fields?: F;
}

/** The answers of `lists`, by name. */
type ManageLists<E extends Record<string, ApiCall | null>> = { [K in keyof E]: CallResponse<NonNullable<E[K]>> };

/** Options, or a function of the signed-in user giving them (a screen whose version depends on the role). */
type PerUser<O> = O | ((user: SessionUser) => O);
const forUser = <O>(options: PerUser<O>, user: SessionUser): O =>
  typeof options === 'function' ? (options as (user: SessionUser) => O)(user) : options;

/**
 * The rows of the table (GET of the area's list), the screen's other lists and fields, or the server's
 * message (of the first call that failed) and no rows.
 */
export async function manageLoader<
  C extends ApiCall,
  E extends Record<string, ApiCall | null> = Record<never, ApiCall>,
  F extends Record<string, unknown> = Record<never, unknown>,
>({ request, context }: LoaderFunctionArgs, list: C, options: PerUser<ManageLoaderOptions<C, E, F>> = {}) {
  const { user, tokens, headers } = await guardSignedInRoute(request);
  const { input = {} as CallInput<C>, lists, fields } = forUser(options, user);
  const reply = new ReplyHeaders(request).merge(headers);
  const call = <D extends ApiCall>(c: D, i: CallInput<D>) => apiCall({ request, context }, reply, c, i, tokens);
  const skipped = { ok: true as const, answer: [] };
  const [listed, ...more] = await Promise.all([
    call(list, input),
    ...Object.values(lists ?? {}).map((extra) => (extra ? call(extra, {} as CallInput<ApiCall>) : skipped)),
  ]);
  const names = Object.keys(lists ?? {});
  const failed = [listed, ...more].find((outcome) => !outcome!.ok);
  const loaded = Object.fromEntries(names.map((name, index) => [name, more[index]!.ok ? more[index]!.answer : []])) as ManageLists<E>;
  return data(
    {
      rows: (listed!.ok ? listed!.answer : []) as CallResponse<C>,
      error: failed && !failed.ok ? displayErrorMessage(failed.error.message) : null,
      ...loaded,
      ...(fields ?? ({} as F)),
    },
    { headers: await reply.headers() },
  );
}

/** The calls of an area's table; the bulk ones only where the table offers them. */
export interface ManageCalls {
  /**
   * Fields of the form that travel as file parts of a multipart call (`image`): taken out of the body and
   * sent as `files` when present (a call that is not multipart never gets them).
   */
  fileFields?: readonly string[];
  create: ApiCall;
  update: ApiCall;
  delete: ApiCall;
  setActive?: ApiCall;
  setInactive?: ApiCall;
  deleteMany?: ApiCall;
  /** One row's extra call by id (Manage Rooms' 'Reset URL'). */
  resetCode?: ApiCall;
  /** Declining a company application by id (Manage Companies). */
  reject?: ApiCall;
  /** A form of its own whose body is the call's body schema ('Add canteen manager' on Manage Canteens). */
  addManager?: ApiCall;
}

/** The form schemas of an add and an edit dialog that differ (Manage Companies: the administrator only when adding). */
export interface ManageForms<C extends z.ZodObject, U extends z.ZodObject> {
  create: C;
  update: U;
}

const idForm = z.object({ id: Id });
/** The ids of a bulk action, posted as repeated `items` fields. */
const itemsForm = ItemsBody;

/** An area's calls and the form's schema (the one the add and edit dialog checks with). */
export interface ManageForm<B extends z.ZodObject> {
  calls: ManageCalls;
  body: B;
}

/**
 * The table's action: `?intent=` picks the call. `body` is the form's schema (the one the add and edit
 * dialog checks with), or one for each dialog; an update posts it with the row's `id`. A screen whose
 * version depends on the signed-in user's role (Manage users) passes a function of the user that picks the
 * calls and the schema.
 */
export async function manageAction<B extends z.ZodObject, U extends z.ZodObject = B>(
  { request, context }: ActionFunctionArgs,
  ...form: [calls: ManageCalls, body: B | ManageForms<B, U>] | [perUser: (user: SessionUser) => ManageForm<B>]
) {
  let guard: Guarded = 'signed-in';
  let calls: ManageCalls;
  let body: B | ManageForms<B, U>;
  if (form.length === 1) {
    const { user, tokens, headers } = await guardSignedInRoute(request);
    guard = { headers, signedIn: { user, tokens } };
    ({ calls, body } = form[0](user));
  } else {
    [calls, body] = form;
  }
  const { create, update } = body instanceof z.ZodObject ? { create: body, update: body } : body;
  const args = { request, context, guard };
  const bulk = (call: ApiCall | undefined) =>
    call
      ? formAction({ ...args, schema: itemsForm, call, input: ({ items }) => ({ body: { items } }) as CallInput<ApiCall> })
      : unknownIntent();
  const byId = (call: ApiCall | undefined) =>
    call ? formAction({ ...args, schema: idForm, call, input: ({ id }) => ({ params: { id } }) as CallInput<ApiCall> }) : unknownIntent();
  switch (new URL(request.url).searchParams.get(MANAGE_INTENT_PARAM)) {
    case MANAGE_INTENTS.create:
      return formAction({ ...args, schema: create, call: calls.create, input: (value) => withFiles(calls.create, value, calls.fileFields) });
    case MANAGE_INTENTS.update:
      return formAction({
        ...args,
        schema: update.extend({ id: Id }),
        call: calls.update,
        input: (value) => {
          const { id, ...fields } = value as { id: number };
          return { params: { id }, ...withFiles(calls.update, fields, calls.fileFields) } as CallInput<ApiCall>;
        },
      });
    case MANAGE_INTENTS.delete:
      return byId(calls.delete);
    case MANAGE_INTENTS.resetCode:
      return byId(calls.resetCode);
    case MANAGE_INTENTS.reject:
      return byId(calls.reject);
    case MANAGE_INTENTS.addManager:
      return calls.addManager?.body instanceof z.ZodObject
        ? formAction({ ...args, schema: calls.addManager.body, call: calls.addManager })
        : unknownIntent();
    case MANAGE_INTENTS.setActive:
      return bulk(calls.setActive);
    case MANAGE_INTENTS.setInactive:
      return bulk(calls.setInactive);
    case MANAGE_INTENTS.deleteMany:
      return bulk(calls.deleteMany);
    default:
      return unknownIntent();
  }
}

/** The call's input from a form value: the file fields as `files` (multipart calls only), the rest as the body. */
function withFiles(call: ApiCall, value: Record<string, unknown>, fileFields: readonly string[] = []): CallInput<ApiCall> {
  const body: Record<string, unknown> = {};
  const files: Record<string, Blob> = {};
  for (const [name, field] of Object.entries(value)) {
    if (!fileFields.includes(name)) body[name] = field;
    else if (call.multipart && field instanceof Blob) files[name] = field;
  }
  return { body, ...(Object.keys(files).length > 0 ? { files } : {}) } as CallInput<ApiCall>;
}

/** A post without a known intent (not sent by the screen): 400, nothing called. */
const unknownIntent = () => data({ message: ERRORS.validation, statusCode: 400 }, { status: 400 });
