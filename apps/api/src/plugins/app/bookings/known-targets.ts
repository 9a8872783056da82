import type { BookingTarget } from './bookings-repository';

/** How many rooms × companies a process remembers before it starts again. */
const KNOWN_TARGETS_MAX = 10_000;

/**
 * The booking targets (a room, its location and a company's discount) that this process has read, by room
 * and company. A booking that no limit binds, on a known target, is checked and priced on it and written
 * only while it still holds (`BookingsRepository.insertWhileTargetHolds`), without reading it first
 * (docs/decisions/051). Nothing here is trusted: a target that has changed only costs a second try.
 */
export class KnownTargets {
  private readonly targets = new Map<string, BookingTarget>();

  get(roomId: number, companyId: number | null): BookingTarget | undefined {
    return this.targets.get(keyOf(roomId, companyId));
  }

  remember(roomId: number, companyId: number | null, target: BookingTarget): void {
    if (this.targets.size >= KNOWN_TARGETS_MAX) this.targets.clear();
    this.targets.set(keyOf(roomId, companyId), { ...target, deciding: [] });
  }

  forget(roomId: number, companyId: number | null): void {
    this.targets.delete(keyOf(roomId, companyId));
  }
}

const keyOf = (roomId: number, companyId: number | null): string => `${roomId} ${companyId ?? ''}`;
