import { ACCESS_TOKEN_TTL_SECONDS } from '@roombook/domain/constants';
import type { CompanyApplication } from '@roombook/domain/companies/application-schemas';
import type { SessionUser } from '@roombook/domain/users/schemas';
import { DEMO_PASSWORD, demoUsers, mockLocations } from './factories';
import { mockRooms } from './rooms';
import { mockCanteens } from './canteens';
import { mockCompanyRecords } from './companies';
import { mockCanteenOrders, type MockCanteenOrder } from './canteen-orders';
import { MockCalendar } from './bookings';

export interface MockUser extends SessionUser {
  password: string;
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
  applications: CompanyApplication[] = [];
  rooms = mockRooms();
  canteens = mockCanteens();
  companies = mockCompanyRecords();
  /** Locations, calendar bookings and their rules (GET /api/location/mine/, the booking calls). */
  readonly calendar: MockCalendar = new MockCalendar(this);
  /** Canteen orders for the canteen reports, in the month of `now` (set in the constructor). */
  canteenOrders: MockCanteenOrder[];
  pageViews: Array<{ userId: number; path: string; at: string }> = [];
  readonly locations = mockLocations;
  private accessTokens = new Map<string, { userId: number; expiresAt: number }>();
  private refreshTokens = new Map<string, RefreshRecord>();
  private nextApplicationId = 1;

  constructor(
    users: SessionUser[] = demoUsers(),
    readonly now: () => number = Date.now,
  ) {
    this.users = users.map((u) => ({ ...u, password: DEMO_PASSWORD }));
    this.canteenOrders = mockCanteenOrders(now());
  }

  findUserByEmail(email: string): MockUser | undefined {
    const wanted = email.trim().toLowerCase();
    return this.users.find((u) => u.email.toLowerCase() === wanted);
  }

  findUser(id: number): MockUser | undefined {
    return this.users.find((u) => u.id === id);
  }

  /** Issues an access token and a refresh token; `family` continues a rotation chain. */
  issueTokens(userId: number, family: string = crypto.randomUUID()) {
    const token = `mock-access-${randomToken()}`;
    const expiresAt = this.now() + ACCESS_TOKEN_TTL_SECONDS * 1000;
    this.accessTokens.set(token, { userId, expiresAt });
    const refreshToken = randomToken();
    this.refreshTokens.set(refreshToken, { userId, family, consumed: false, revoked: false });
    return { token, exp: new Date(expiresAt).toISOString(), refreshToken };
  }

  userForAccessToken(authorization: string | null): MockUser | null {
    const match = authorization?.match(/^Bearer (\S+)$/);
    if (!match) return null;
    const record = this.accessTokens.get(match[1]!);
    if (!record || record.expiresAt <= this.now()) return null;
    return this.findUser(record.userId) ?? null;
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

  private revokeFamily(family: string) {
    for (const record of this.refreshTokens.values()) if (record.family === family) record.revoked = true;
  }

  addApplication(input: Omit<CompanyApplication, 'id' | 'status' | 'createdAt' | 'locations'> & { locations?: number[] }) {
    const application: CompanyApplication = {
      id: this.nextApplicationId++,
      name: input.name,
      office: input.office,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      locations: this.locations.filter((l) => input.locations?.includes(l.id)),
      status: 'pending',
      createdAt: new Date(this.now()).toISOString(),
    };
    this.applications.push(application);
    return application;
  }
}

/** The public view of a mock user (no password). */
export const toSessionUser = ({ password: _password, ...user }: MockUser): SessionUser => user;
