import {
  afterFailure,
  afterRecoveryRequest,
  lockedFor,
  type RecoveryThrottle,
  type SignInThrottle,
} from '@roombook/domain/auth/rules/sign-in-throttle';
import { ACCESS_TOKEN_TTL_SECONDS, INVITATION_TTL_DAYS, RESET_TOKEN_TTL_MS } from '@roombook/domain/constants';
import { ERRORS, SERVER_MESSAGES } from '@roombook/domain/messages';
import type { CompanyApplication } from '@roombook/domain/companies/application-schemas';
import { companyLocationsRefusal } from '@roombook/domain/companies/rules/company-locations-refusal';
import { pickFreePin } from '@roombook/domain/users/rules/new-pin';
import type { ProfileUser, SessionUser } from '@roombook/domain/users/schemas';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { MockHttpError, refuseWith } from '../lib/contract-handler';
import { DEMO_PASSWORD, demoUsers } from './factories';
import { MockRooms, mockRooms } from './rooms';
import { MockCanteenItems, MockCanteens } from './canteens';
import { MockKiosk } from './kiosk';
import { MockCompanies, mockCompanyRecords, type MockApplication } from './companies';
import { mockCanteenOrders, type MockCanteenOrder } from './canteen-orders';
import { MockCalendar } from './bookings';
import { MockFeatures } from './features';
import { MockLocations } from './locations';

export interface MockUser extends SessionUser {
  password: string;
}

/** A mail the mocks "send": kept in the store's outbox (and shown in the console under dev:mock). */
export interface MockMail {
  to: string;
  subject: string;
  text: string;
}


interface RefreshRecord {
  userId: number;
  family: string;
  consumed: boolean;
  revoked: boolean;
}

const randomToken = () => `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll('-', '');

/**
 * The mocks' in-memory database. It keeps the API's observable rules (token rotation, reuse revokes the
 * family, access tokens expire after 15 minutes) so that QA and the contract suite see the same behaviour.
 */
export class MockStore {
  users: MockUser[];
  applications: MockApplication[] = [];
  rooms = mockRooms();
  /** Features (Manage Features); a change shows in every room's features. */
  readonly features = new MockFeatures(() => this.rooms);
  /** Manage Rooms: the room calls' rules over `rooms` (and the bookings of a deleted room). */
  readonly roomAdmin: MockRooms = new MockRooms(this);
  /** Manage Canteens, the canteen lists and their managers. */
  readonly canteens: MockCanteens;
  /** Manage Canteen Items: the one menu of every canteen. */
  readonly canteenItems = new MockCanteenItems();
  companies = mockCompanyRecords();
  /** The names of deleted companies, which their canteen orders keep (docs/decisions/027). */
  formerCompanies: Array<{ id: number; name: string }> = [];
  /** Manage Companies, My Company and the application decisions, with the API's rules. */
  readonly companyAdmin: MockCompanies = new MockCompanies(this);
  /** Locations, calendar bookings and their rules (GET /api/location/mine/, the booking calls). */
  readonly calendar: MockCalendar = new MockCalendar(this);
  /** Canteen orders for the canteen reports, in the month of `now` (set in the constructor). */
  canteenOrders: MockCanteenOrder[];
  pageViews: Array<{ userId: number; path: string; at: string }> = [];
  /** Locations (Manage Locations); a change shows wherever they are named, a delete takes their rooms. */
  readonly locations: MockLocations = new MockLocations(this);
  /** The canteen kiosk: device sessions, the menu and orders into `canteenOrders` (docs/decisions/038). */
  readonly kiosk: MockKiosk = new MockKiosk(this);
  /** Mails "sent" by the mocks, newest last. */
  readonly outbox: MockMail[] = [];
  /** Told about every mail (dev:mock prints the recovery link, since there is no real inbox). */
  onMail: (mail: MockMail) => void = () => undefined;
  /** The areas' own states (`mockState`), by the function that makes each. */
  private readonly owned = new Map<(store: MockStore) => unknown, unknown>();
  private accessTokens = new Map<string, { userId: number; family: string; expiresAt: number }>();
  private resetTokens = new Map<string, { userId: number; expiresAt: number; used: boolean }>();
  private refreshTokens = new Map<string, RefreshRecord>();
  /** Wrong passwords by e-mail address (lower case), and recovery mails by user (docs/decisions/079). */
  private signInThrottles = new Map<string, SignInThrottle>();
  private recoveryThrottles = new Map<number, RecoveryThrottle>();
  private nextApplicationId = 1;
  /** The highest user id given so far: ids are never given again, like the API's identity column. */
  private highestUserId: number;

  constructor(
    users: SessionUser[] = demoUsers(),
    readonly now: () => number = Date.now,
  ) {
    this.users = users.map((u) => ({ ...u, password: DEMO_PASSWORD }));
    this.highestUserId = Math.max(0, ...users.map((u) => u.id));
    this.canteens = new MockCanteens(this);
    this.canteenOrders = mockCanteenOrders(now());
  }

  /** The state `make` makes for this store, made on first use (`mockState`, mocks/lib/state.ts). */
  own<T>(make: (store: MockStore) => T): T {
    if (!this.owned.has(make)) this.owned.set(make, make(this));
    return this.owned.get(make) as T;
  }

  findUserByEmail(email: string): MockUser | undefined {
    const wanted = email.trim().toLowerCase();
    return this.users.find((u) => u.email.toLowerCase() === wanted);
  }

  findUser(id: number): MockUser | undefined {
    return this.users.find((u) => u.id === id);
  }

  /**
   * Adds a user who must set a password (first login) and mails them a link for it; a taken email is a 409
   * like the API's unique constraint.
   */
  addUser(fields: Pick<SessionUser, 'firstName' | 'lastName' | 'email' | 'office' | 'mobile' | 'role' | 'company'>): MockUser {
    if (this.findUserByEmail(fields.email)) throw new MockHttpError(409, USER_MESSAGES.emailTaken);
    const user: MockUser = {
      ...fields,
      id: (this.highestUserId = Math.max(this.highestUserId, ...this.users.map((u) => u.id)) + 1),
      image: null,
      primaryLocationId: null,
      pinCode: null,
      notificationSettings: { email: true, sms: true, push: false },
      firstLogin: true,
      password: randomToken(),
    };
    this.users.push(user);
    // Invited as the API invites (AuthService.invite): a single-use link that works for INVITATION_TTL_DAYS.
    const link = this.passwordLink(user, INVITATION_TTL_DAYS * 86_400_000);
    this.mail({
      to: user.email,
      subject: 'Your roombook account',
      text: `Hello ${user.firstName},\n\nAn account has been created for you on roombook. Set your password with this link within ${INVITATION_TTL_DAYS} days (it works once):\n${link}\n`,
    });
    return user;
  }

  /** Issues an access token and a refresh token; `family` continues a rotation chain. */
  issueTokens(userId: number, family: string = crypto.randomUUID()) {
    const token = `mock-access-${randomToken()}`;
    const expiresAt = this.now() + ACCESS_TOKEN_TTL_SECONDS * 1000;
    this.accessTokens.set(token, { userId, family, expiresAt });
    const refreshToken = randomToken();
    this.refreshTokens.set(refreshToken, { userId, family, consumed: false, revoked: false });
    return { token, exp: new Date(expiresAt).toISOString(), refreshToken };
  }

  /** The user of a valid access token whose session has not ended (signed out, or ended by a new password), as the API's. */
  userForAccessToken(authorization: string | null): MockUser | null {
    const match = authorization?.match(/^Bearer (\S+)$/);
    if (!match) return null;
    const record = this.accessTokens.get(match[1]!);
    if (!record || record.expiresAt <= this.now()) return null;
    if (![...this.refreshTokens.values()].some((token) => token.family === record.family && !token.revoked)) return null;
    return this.findUser(record.userId) ?? null;
  }

  /**
   * Sign-in as the API answers it (docs/decisions/079): the same 401 for a wrong e-mail or password, wrong
   * passwords counted per address by the domain's `afterFailure`, and while it is locked a 429 for any password.
   */
  signIn(email: string, password: string): MockUser {
    const key = email.trim().toLowerCase();
    const now = this.now();
    const locked = (seconds: number) => new MockHttpError(429, SERVER_MESSAGES.signInLocked(seconds));
    const waiting = lockedFor(this.signInThrottles.get(key), now);
    if (waiting > 0) throw locked(waiting);
    const user = this.findUserByEmail(email);
    if (user && user.password === password) {
      this.signInThrottles.delete(key);
      return user;
    }
    const outcome = afterFailure(this.signInThrottles.get(key), now);
    if (outcome.kind !== 'locked') this.signInThrottles.set(key, outcome.throttle);
    if (outcome.kind !== 'lockedNow') throw new MockHttpError(401, ERRORS.invalidCredentials);
    if (user) this.mail({ to: user.email, subject: 'Sign-in to your roombook account is paused', text: `Hello ${user.firstName},\n\nSigning in is paused after wrong passwords.\n` });
    throw locked(lockedFor(outcome.throttle, now));
  }

  /** The session (refresh-token family) of a valid access token, as the API reads its `sid` claim. */
  sessionOf(authorization: string | null): string | null {
    const match = authorization?.match(/^Bearer (\S+)$/);
    const record = match ? this.accessTokens.get(match[1]!) : undefined;
    return record && record.expiresAt > this.now() ? record.family : null;
  }

  /** Ends every session of the user but `keepFamily` (a new password or e-mail, like the API). */
  revokeOtherSessions(userId: number, keepFamily: string | null): void {
    for (const record of this.refreshTokens.values()) {
      if (record.userId === userId && record.family !== keepFamily) record.revoked = true;
    }
  }

  /** A random whole number in [0, n) for new PINs; a story that pictures a new PIN sets a fixed one. */
  randomBelow: (n: number) => number = (n) => crypto.getRandomValues(new Uint32Array(1))[0]! % n;

  /**
   * Gives the user a new PIN that no user of their company has (the users without a company are one group),
   * with the domain's `pickFreePin`; null when all are taken.
   */
  resetPin(user: MockUser): string | null {
    const companyId = user.company?.id ?? null;
    const taken = this.users.filter((other) => (other.company?.id ?? null) === companyId).map((other) => other.pinCode);
    const pin = pickFreePin(taken, this.randomBelow);
    if (pin !== null) user.pinCode = pin;
    return pin;
  }

  /** Rotates a refresh token. A consumed token presented again revokes its whole family. */
  rotate(refreshToken: string): ReturnType<MockStore['issueTokens']> | null {
    const record = this.refreshTokens.get(refreshToken);
    if (!record || record.revoked) return null;
    if (record.consumed) {
      this.revokeFamily(record.family);
      return null;
    }
    if (!this.findUser(record.userId)) return null;
    record.consumed = true;
    return this.issueTokens(record.userId, record.family);
  }

  /** Revokes the family of a refresh token that belongs to `userId`; false when it does not. */
  revoke(refreshToken: string, userId: number): boolean {
    const record = this.refreshTokens.get(refreshToken);
    if (!record || record.userId !== userId) return false;
    this.revokeFamily(record.family);
    return true;
  }

  /**
   * Starts a password recovery for a known email: a single-use link valid for an hour, "mailed", at most
   * RECOVERY_MAILS_MAX a window (the domain's `afterRecoveryRequest`, as the API).
   */
  startPasswordReset(email: string, webUrl = ''): void {
    const user = this.findUserByEmail(email);
    if (!user) return;
    const { throttle, send } = afterRecoveryRequest(this.recoveryThrottles.get(user.id), this.now());
    this.recoveryThrottles.set(user.id, throttle);
    if (!send) return;
    const link = this.passwordLink(user, RESET_TOKEN_TTL_MS, webUrl);
    this.mail({ to: user.email, subject: 'Account recovery', text: `Hello ${user.firstName},\n\nUse this link within one hour to set a new password:\n${link}\n` });
  }

  /** A single-use link to set the user's password, working for `ttlMs`. */
  private passwordLink(user: MockUser, ttlMs: number, webUrl = ''): string {
    const token = randomToken();
    this.resetTokens.set(token, { userId: user.id, expiresAt: this.now() + ttlMs, used: false });
    return `${webUrl}/reset-password?token=${encodeURIComponent(token)}`;
  }

  /** "Sends" a mail: into the outbox, and to `onMail`. */
  mail(mail: MockMail): void {
    this.outbox.push(mail);
    this.onMail(mail);
  }

  /** The user a reset token is for, while it is unused and unexpired. */
  resetTokenUser(token: string): MockUser | undefined {
    const record = this.resetTokens.get(token);
    if (!record || record.used || record.expiresAt <= this.now()) return undefined;
    return this.findUser(record.userId);
  }

  /** Sets the password with a reset token: every link of the user ends, and every sign-in. */
  resetPassword(token: string, password: string): boolean {
    const user = this.resetTokenUser(token);
    if (!user) return false;
    for (const record of this.resetTokens.values()) if (record.userId === user.id) record.used = true;
    for (const record of this.refreshTokens.values()) if (record.userId === user.id) record.revoked = true;
    this.signInThrottles.delete(user.email.toLowerCase());
    user.password = password;
    user.firstLogin = false;
    return true;
  }

  private revokeFamily(family: string) {
    for (const record of this.refreshTokens.values()) if (record.family === family) record.revoked = true;
  }

  addApplication(input: Omit<CompanyApplication, 'id' | 'status' | 'createdAt' | 'locations'> & { locations: number[] }) {
    refuseWith(companyLocationsRefusal(input.locations, this.locations.list));
    const application: CompanyApplication = {
      id: this.nextApplicationId++,
      name: input.name,
      office: input.office,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      locations: this.locations.refs(input.locations),
      status: 'pending',
      createdAt: new Date(this.now()).toISOString(),
    };
    this.applications.push(application);
    return application;
  }
}

/** The signed-in user's own view (`GET /api/user/me`): no password, but their PIN. */
export const toSessionUser = ({ password: _password, ...user }: MockUser): SessionUser => user;

/** The user of the login answer and of a profile update: neither password nor PIN (docs/decisions/020). */
export const toProfileUser = ({ password: _password, pinCode: _pinCode, ...user }: MockUser): ProfileUser => user;
