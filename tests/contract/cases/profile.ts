import { expect } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import type { ProfileUser } from '@roombook/domain/users/schemas';
import { ERRORS, SERVER_MESSAGES, VALIDATION } from '@roombook/domain/messages';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { expectError, expectOk, type CaseContext, type ContractCase, type CaseGroup } from '../harness';
import { calendarOf, companyLocationIds, DEMO, notAPicture, PERSON_FIELD_REFUSALS, signIn, tinyPicture, type SignedIn } from './support';

const { auth, user: calls } = contract;

/** Who the profile cases change: the manager, restored to the demo values at the end of each case. */
const PROFILE_OWNER = DEMO.manager;

const own = (who: SignedIn) => ({ params: { id: who.session.user.id } });

/** The fields a case may change, as they were, to put back afterwards. */
const editable = ({ firstName, lastName, email, office, mobile, primaryLocationId, notificationSettings }: ProfileUser) => ({
  firstName,
  lastName,
  email,
  office,
  mobile,
  primaryLocationId,
  notificationSettings: { email: notificationSettings.email, sms: notificationSettings.sms },
});

/** Runs `change` on the profile owner, then puts their profile (and the demo password) back. */
async function withProfileOwner(t: CaseContext, change: (who: SignedIn) => Promise<void>): Promise<void> {
  const who = await signIn(t, PROFILE_OWNER);
  const before = editable(who.session.user);
  try {
    await change(who);
  } finally {
    expectOk(await who.send(calls.update, { ...own(who), body: { ...before, password: 'roombook', confirmPassword: 'roombook' } }));
  }
}

/** The own profile and PIN (§2 Profile, §5, §7 "Authentication and profile"). */
const profileCases: ContractCase[] = [
  {
    name: 'shows the PIN to its owner only: in GET /api/user/me, never in the login or profile-update answers',
    calls: [auth.me, calls.update],
    async run(t) {
      const login = await t.send(auth.login, { body: { email: PROFILE_OWNER, password: 'roombook' } });
      const { token, user } = expectOk(login);
      expect(expectOk(await t.send(auth.me, { token })).pinCode).toMatch(/^\d{4}$/);
      const updated = await t.send(calls.update, { token, params: { id: user.id }, body: { office: user.office } });
      expectOk(updated);
      // What travels, not what the client keeps after parsing.
      for (const raw of [(login.raw as { user: object }).user, updated.raw as object]) {
        expect(raw).toHaveProperty('firstLogin');
        for (const secret of ['pinCode', 'password', 'passwordHash']) expect(raw).not.toHaveProperty(secret);
      }
    },
  },
  {
    name: 'updates the own profile: names, office, mobile, primary location and both notification flags',
    calls: [calls.update, auth.me],
    async run(t) {
      await withProfileOwner(t, async (who) => {
        const location = companyLocationIds(who)[0];
        expect(location, 'a location of the manager’s company').toBeDefined();
        const body = {
          firstName: 'Mads Peter',
          lastName: 'Krogh-Holm',
          office: 'Room 9',
          mobile: '+4599887766',
          primaryLocationId: location!,
          notificationSettings: { email: false, sms: false },
        };
        const expected = { ...body, notificationSettings: { email: false, sms: false, push: who.session.user.notificationSettings.push } };
        expect(expectOk(await who.send(calls.update, { ...own(who), body }))).toMatchObject(expected);
        expect(expectOk(await who.send(auth.me))).toMatchObject(expected);
        expect(expectOk(await who.send(calls.update, { ...own(who), body: { primaryLocationId: null } })).primaryLocationId).toBeNull();
      });
    },
  },
  {
    name: 'refuses each §5 profile rule with its message and changes nothing',
    calls: [calls.update, auth.me],
    async run(t) {
      const who = await signIn(t, DEMO.user);
      const before = expectOk(await who.send(auth.me));
      const refusals: ReadonlyArray<readonly [Record<string, unknown>, string]> = [
        ...PERSON_FIELD_REFUSALS,
        [{ password: 'short', confirmPassword: 'short' }, VALIDATION.passwordMin],
        [{ password: 'secret1' }, VALIDATION.confirmNewPassword],
        [{ password: 'secret1', confirmPassword: 'secret2' }, VALIDATION.passwordsMustMatch],
      ];
      for (const [body, message] of refusals) {
        expectError(await t.sendLoose(calls.update, { token: who.session.token, ...own(who), body }), 400, message);
      }
      expectError(await who.send(calls.update, { ...own(who), body: { email: DEMO.admin.toUpperCase() } }), 409, USER_MESSAGES.emailTaken);
      expect(expectOk(await who.send(auth.me))).toEqual(before);
    },
  },
  {
    name: "saves a blank office for a user without a company (SuperAdmin, Admin, CanteenManager) and refuses it to a company's users",
    calls: [calls.update],
    async run(t) {
      for (const email of [DEMO.superAdmin, DEMO.admin, DEMO.canteenManager]) {
        const who = await signIn(t, email);
        const { office } = who.session.user;
        try {
          expect(expectOk(await who.send(calls.update, { ...own(who), body: { office: 'Room 8' } })).office, email).toBe('Room 8');
          expect(expectOk(await who.send(calls.update, { ...own(who), body: { office: '  ' } })).office, email).toBe('');
        } finally {
          expectOk(await who.send(calls.update, { ...own(who), body: { office } }));
        }
      }
      for (const email of [DEMO.owner, DEMO.manager, DEMO.user]) {
        const who = await signIn(t, email);
        expectError(await who.send(calls.update, { ...own(who), body: { office: '' } }), 400, VALIDATION.required);
      }
    },
  },
  {
    name: 'takes as primary location only a location the user books in',
    calls: [calls.update, contract.location.mine],
    async run(t) {
      // A CanteenManager books in no location at all; an Admin books in every active one.
      const canteen = await signIn(t, DEMO.canteenManager);
      const { locations } = await calendarOf(await signIn(t, DEMO.admin));
      const another = locations.find((location) => location.id !== canteen.session.user.primaryLocationId);
      expect(another, 'an active location other than the canteen manager’s own').toBeDefined();
      expectError(await canteen.send(calls.update, { ...own(canteen), body: { primaryLocationId: another!.id } }), 400, USER_MESSAGES.primaryLocationNotBookable);
      expectError(await canteen.send(calls.update, { ...own(canteen), body: { primaryLocationId: 2_000_000_000 } }), 400, SERVER_MESSAGES.unknownLocation);
    },
  },
  {
    name: "refuses to update another user's profile, or the own role or company, through this call (403)",
    calls: [calls.update, auth.me],
    async run(t) {
      const [who, manager] = [await signIn(t, DEMO.user), await signIn(t, PROFILE_OWNER)];
      expectError(await who.send(calls.update, { params: { id: manager.session.user.id }, body: { firstName: 'Mallory' } }), 403, ERRORS.forbidden);
      expectError(await who.send(calls.update, { ...own(who), body: { role: 'SuperAdmin' } }), 403, USER_MESSAGES.ownRoleOrCompany);
      expect(expectOk(await manager.send(auth.me)).firstName).toBe(manager.session.user.firstName);
      expect(expectOk(await who.send(auth.me)).role).toBe('User');
    },
  },
  {
    name: 'a new password keeps this session signed in and ends the other sessions of the user',
    calls: [calls.update, auth.refreshToken, auth.me],
    async run(t) {
      await withProfileOwner(t, async (here) => {
        const elsewhere = await t.login(PROFILE_OWNER);
        expectOk(await here.send(calls.update, { ...own(here), body: { password: 'changed-secret', confirmPassword: 'changed-secret' } }));
        expectOk(await here.send(auth.me));
        expectOk(await t.send(auth.refreshToken, { body: { refreshToken: here.session.refreshToken } }));
        expectError(await t.send(auth.refreshToken, { body: { refreshToken: elsewhere.refreshToken } }), 401, ERRORS.unauthorized);
      });
    },
  },
  {
    name: 'takes a picture as the multipart file image, judged by its bytes',
    calls: [calls.update, auth.me],
    async run(t) {
      await withProfileOwner(t, async (who) => {
        const before = who.session.user.image;
        const updated = expectOk(await who.send(calls.update, { ...own(who), body: { office: 'Room 10' }, files: { image: tinyPicture('avatar.jpg', 'image/jpeg') } }));
        expect(updated).toMatchObject({ office: 'Room 10' });
        expect(updated.image).toEqual(expect.any(String));
        expect(updated.image).not.toBe(before);
        expect(expectOk(await who.send(auth.me)).image).toBe(updated.image);

        expectError(await who.send(calls.update, { ...own(who), body: { office: 'Room 11' }, files: { image: notAPicture() } }), 400, VALIDATION.imageType);
        expect(expectOk(await who.send(auth.me))).toMatchObject({ office: 'Room 10', image: updated.image });
      });
    },
  },
  {
    name: 'gives the owner a new 4-digit PIN that no colleague has, and refuses anyone else’s PIN',
    calls: [calls.resetPin, auth.me],
    async run(t) {
      const [owner, manager, user] = [await signIn(t, DEMO.owner), await signIn(t, DEMO.manager), await signIn(t, DEMO.user)];
      const colleagues = [expectOk(await manager.send(auth.me)).pinCode, expectOk(await user.send(auth.me)).pinCode];
      for (let draw = 0; draw < 5; draw += 1) {
        const { pinCode } = expectOk(await owner.send(calls.resetPin, own(owner)));
        expect(pinCode).toMatch(/^\d{4}$/);
        expect(colleagues).not.toContain(pinCode);
        expect(expectOk(await owner.send(auth.me)).pinCode).toBe(pinCode);
      }
      expectError(await owner.send(calls.resetPin, { params: { id: manager.session.user.id } }), 403, ERRORS.forbidden);
      expect(expectOk(await manager.send(auth.me)).pinCode).toBe(colleagues[0]);
    },
  },
];

export default { name: 'profile', cases: profileCases } satisfies CaseGroup;
