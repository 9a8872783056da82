import { useMemo } from 'react';
import { manageActionPath, MANAGE_INTENTS } from '~/lib/manage-intents';
import { useFetcherAction, type ActionValue } from './fetcher-action';

/** A form's body as the fetcher posts it (text, numbers, flags, lists, a file; nothing for an empty field). */
export type ManageBody = Readonly<Record<string, ActionValue | null | undefined>>;

/** The fields that have a value (an optional image left out is not posted at all). */
const posted = (body: ManageBody): Record<string, ActionValue> =>
  Object.fromEntries(Object.entries(body).filter((entry): entry is [string, ActionValue] => entry[1] !== undefined && entry[1] !== null));

/**
 * The promise-based actions of an administration table's screen, posted to its route's action
 * (manage.server.ts). Each resolves once the action answered and the list was reloaded, and rejects with
 * the server's message (`ActionFailed`), which the screen shows in its dialog or by keeping the row.
 */
export function useManageActions(path: string) {
  const create = useFetcherAction(manageActionPath(path, MANAGE_INTENTS.create));
  const update = useFetcherAction(manageActionPath(path, MANAGE_INTENTS.update));
  const remove = useFetcherAction(manageActionPath(path, MANAGE_INTENTS.delete));
  const setActive = useFetcherAction(manageActionPath(path, MANAGE_INTENTS.setActive));
  const setInactive = useFetcherAction(manageActionPath(path, MANAGE_INTENTS.setInactive));
  const removeMany = useFetcherAction(manageActionPath(path, MANAGE_INTENTS.deleteMany));
  const resetCode = useFetcherAction(manageActionPath(path, MANAGE_INTENTS.resetCode));
  const reject = useFetcherAction(manageActionPath(path, MANAGE_INTENTS.reject));
  const addManager = useFetcherAction(manageActionPath(path, MANAGE_INTENTS.addManager));
  return useMemo(
    () => ({
      create: (body: ManageBody) => create(posted(body)),
      update: (id: number, body: ManageBody) => update({ ...posted(body), id }),
      remove: (id: number) => remove({ id }),
      setActive: (ids: readonly number[], isActive: boolean) => (isActive ? setActive : setInactive)({ items: ids }),
      removeMany: (ids: readonly number[]) => removeMany({ items: ids }),
      resetCode: (id: number) => resetCode({ id }),
      reject: (id: number) => reject({ id }),
      addManager: (body: ManageBody) => addManager(posted(body)),
    }),
    [create, update, remove, setActive, setInactive, removeMany, resetCode, reject, addManager],
  );
}
