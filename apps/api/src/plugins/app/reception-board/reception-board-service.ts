import type { Knex } from 'knex';
import { RECEPTION_BOARD_MESSAGES } from '@roombook/domain/reception-board/page';
import type { ArriveBody, ReceptionBoard, ReceptionBoardLocation, ReceptionSession, ReceptionSignInBody } from '@roombook/domain/reception-board/schemas';
import { byName } from '@roombook/domain/common/rules/text-order';
import { signInCanteen } from '@roombook/domain/kiosk/rules/kiosk-menu';
import { dayWindow } from '@roombook/domain/time/windows';
import { formatHourMinute, inCopenhagen } from '@roombook/domain/time/zone';
import type { Deps } from '../../../deps';
import { HttpError, unauthorized } from '../../../errors';
import { receptionSessions, sameSecret, type DeviceSessions } from '../devices/device-sessions';
import { guestArrivedMail } from '../emails/mails';
import { outgoingEmails, type OutgoingEmailsRepository } from '../emails/outgoing-emails-repository';
import { receptionBoardRepository, type ReceptionBoardRepository } from './reception-board-repository';

/** A signed-in reception board: its device session and reception (set on a reception call's request). */
export interface ReceptionDevice {
  id: number;
  receptionId: number;
}

/**
 * The reception board (issue 29 §2, docs/decisions/103): a device session of its own kind, signed in with a
 * location and the reception's password as the canteen kiosk is (the sign-in is rate-limited per client like
 * the kiosk's); the day's meetings at the reception's location with their hosts and guests; and a guest's
 * arrival, which e-mails the host once, through the outbox, in the transaction that marks it.
 */
export class ReceptionBoardService {
  constructor(
    private readonly db: Knex,
    private readonly board: ReceptionBoardRepository,
    private readonly sessions: DeviceSessions,
    private readonly emails: OutgoingEmailsRepository,
    private readonly now: () => Date,
  ) {}

  async authenticate(authorization: string | undefined): Promise<ReceptionDevice> {
    const { id, ownerId } = await this.sessions.authenticate(authorization);
    return { id, receptionId: ownerId };
  }

  /** The locations with a reception, in the one Danish text order. */
  async locations(): Promise<ReceptionBoardLocation[]> {
    return (await this.board.locationsWithReception()).sort(byName);
  }

  /**
   * Signs a board in to the reception at the location whose password matches (`signInCanteen`: each compared in
   * constant time); one 401 for a wrong location and a wrong password.
   */
  async signIn(body: ReceptionSignInBody): Promise<ReceptionSession> {
    const signedIn = await this.db.transaction(async (trx) => {
      const reception = signInCanteen(await this.board.receptionsAt(body.locationId, trx), body, sameSecret);
      return reception ? { receptionId: reception.id, token: await this.sessions.open(reception.id, trx) } : null;
    });
    if (signedIn === null) throw new HttpError(401, RECEPTION_BOARD_MESSAGES.signInFailed);
    const reception = await this.board.reception(signedIn.receptionId);
    if (!reception) throw unauthorized();
    const { locationId: _, ...boardReception } = reception;
    return { token: signedIn.token, reception: boardReception };
  }

  async signOut(device: ReceptionDevice): Promise<{ message: string }> {
    await this.sessions.end(device.id);
    return { message: RECEPTION_BOARD_MESSAGES.signedOut };
  }

  /** The reception and today's meetings (the Copenhagen day of the server's clock) at its location. */
  async boardOf(device: ReceptionDevice): Promise<ReceptionBoard> {
    const reception = await this.board.reception(device.receptionId);
    if (!reception) throw unauthorized();
    const at = this.now();
    const { locationId, ...boardReception } = reception;
    return { reception: boardReception, at: at.toISOString(), meetings: await this.board.meetings(locationId, dayWindow(at.toISOString())) };
  }

  /**
   * Marks a guest of one of today's meetings here as arrived and queues the host's e-mail in the same transaction,
   * once however often (and from however many boards) it is pressed; 404 for a guest who is not on the board.
   */
  async arrive(device: ReceptionDevice, { guestId }: ArriveBody): Promise<ReceptionBoard> {
    const reception = await this.board.reception(device.receptionId);
    if (!reception) throw unauthorized();
    const at = this.now();
    const expected = await this.db.transaction(async (trx) => {
      const outcome = await this.board.arrive(guestId, reception.locationId, dayWindow(at.toISOString()), at, trx);
      const { arrival } = outcome;
      if (arrival) {
        const startsAt = formatHourMinute(inCopenhagen(arrival.bookingStart.toISOString()));
        await this.emails.enqueue(guestArrivedMail({ email: arrival.hostEmail, firstName: arrival.hostFirstName }, { ...arrival, startsAt }), trx);
      }
      return outcome.expected;
    });
    if (!expected) throw new HttpError(404, RECEPTION_BOARD_MESSAGES.guestNotHere);
    return this.boardOf(device);
  }
}

export const receptionBoardService = (deps: Deps) =>
  new ReceptionBoardService(deps.knex, deps.get(receptionBoardRepository), deps.get(receptionSessions), deps.get(outgoingEmails), deps.now);
