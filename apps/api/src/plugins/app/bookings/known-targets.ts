import type { TargetFacts } from '@roombook/domain/bookings/rules/booking-decision';

/** How many rooms × companies a process remembers before it starts again. */
const KNOWN_TARGETS_MAX = 10_000;

/**
 * The booking targets (a room, its location and a company's discount) that this process has read, by room
 * and company: `BookingsRepository` decides a booking that no limit binds on a known target and writes it
 * only while the target still holds (`insertWhileTargetHolds`), without reading it first (docs/decisions/051,
 * 067). Nothing here is trusted: a target that has changed only costs a second try.
 */
export class KnownTargets {
  private readonly targets = new Map<string, TargetFacts>();

  get(roomId: number, companyId: number | null): TargetFacts | undefined {
    return this.targets.get(keyOf(roomId, companyId));
  }

  remember(roomId: number, companyId: number | null, target: TargetFacts): void {
    if (this.targets.size >= KNOWN_TARGETS_MAX) this.targets.clear();
    this.targets.set(keyOf(roomId, companyId), target);
  }

  forget(roomId: number, companyId: number | null): void {
    this.targets.delete(keyOf(roomId, companyId));
  }
}

const keyOf = (roomId: number, companyId: number | null): string => `${roomId} ${companyId ?? ''}`;
