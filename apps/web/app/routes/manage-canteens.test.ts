import { CANTEEN_ITEM_MESSAGES, CANTEEN_MESSAGES } from '@roombook/domain/canteens/page';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { describe, expect, it } from 'vitest';
import { sessionUserFixture, serveFakeApi } from '~/lib/testing/fake-api';
import { postManageAction } from '~/lib/testing/manage-post';
import { action as canteensAction } from './manage-canteens';
import { action as itemsAction } from './manage-canteen-items';

/*
 * The Manage Canteens and Manage Canteen Items actions against an HTTP stand-in of the API: what they send
 * for an edit with the printer switched off, for 'Add canteen manager', and for an item's price typed in DKK.
 */

const canteen = { id: 4, locationId: 2, location: { name: 'Aarhus' }, password: 'kiosk-2', printerEnabled: false, user: null };
const manager = {
  ...sessionUserFixture({ id: 40, role: 'CanteenManager', company: null, firstName: 'Karla', lastName: 'Kok', email: 'karla@kantine.test' }),
  pinCode: undefined,
};

const api = serveFakeApi({
  'GET /api/user/me': () => ({ status: 200, body: sessionUserFixture({ role: 'Admin', company: null }) }),
  'PUT /api/canteen/4': () => ({ status: 200, body: canteen }),
  'POST /api/user/register-canteen-manager': (request) =>
    (request.body as { email: string }).email === 'taken@roombook.test'
      ? { status: 409, body: { message: USER_MESSAGES.emailTaken, statusCode: 409 } }
      : { status: 201, body: manager },
  'POST /api/item/': () => ({ status: 201, body: { id: 12, name: 'Cinnamon bun', price: 2250, position: 3 } }),
});

describe('/manage-canteens action', () => {
  it('edits a canteen with its printer switched off', async () => {
    const answer = await postManageAction(canteensAction, '/manage-canteens', 'update', [
      ['id', '4'],
      ['locationId', '2'],
      ['password', 'kiosk-2'],
      ['printerEnabled', 'false'],
    ]);
    expect(answer).toEqual({ ok: true, toasts: [CANTEEN_MESSAGES.updated] });
    expect(api.calls('PUT', '/api/canteen/4')[0]?.body).toEqual({ locationId: 2, password: 'kiosk-2', printerEnabled: false });
  });

  it("adds a canteen manager through POST /api/user/register-canteen-manager: 'Canteen manager successfully created'", async () => {
    const form: Array<[string, string]> = [
      ['firstName', 'Karla'],
      ['lastName', 'Kok'],
      ['email', 'karla@kantine.test'],
      ['canteenId', '4'],
    ];
    expect(await postManageAction(canteensAction, '/manage-canteens', 'add-manager', form)).toEqual({ ok: true, toasts: [USER_MESSAGES.canteenManagerCreated] });
    expect(api.calls('POST', '/api/user/register-canteen-manager')[0]?.body).toEqual({ firstName: 'Karla', lastName: 'Kok', email: 'karla@kantine.test', canteenId: 4 });
  });

  it("toasts the API's refusal of a canteen manager, and refuses a form without a canteen before calling it", async () => {
    const taken: Array<[string, string]> = [
      ['firstName', 'Karla'],
      ['lastName', 'Kok'],
      ['email', 'taken@roombook.test'],
      ['canteenId', '4'],
    ];
    expect(await postManageAction(canteensAction, '/manage-canteens', 'add-manager', taken)).toEqual({ ok: false, toasts: [USER_MESSAGES.emailTaken] });
    api.received.length = 0;
    const answer = await postManageAction(canteensAction, '/manage-canteens', 'add-manager', taken.slice(0, 3));
    expect(answer.ok).toBe(false);
    expect(api.calls('POST', '/api/user/register-canteen-manager')).toEqual([]);
  });
});

describe('/manage-canteen-items action', () => {
  it('sends a price typed in DKK as øre', async () => {
    const answer = await postManageAction(itemsAction, '/manage-canteen-items', 'create', [
      ['name', 'Cinnamon bun'],
      ['price', '22,50'],
      ['position', '3'],
    ]);
    expect(answer).toEqual({ ok: true, toasts: [CANTEEN_ITEM_MESSAGES.created] });
    expect(api.calls('POST', '/api/item/')[0]?.body).toEqual({ name: 'Cinnamon bun', price: 2250, position: 3 });
  });
});
