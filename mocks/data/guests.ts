import type { BookingGuest } from '@roombook/domain/guests/schemas';
import { mockState } from '../lib/state';
import type { MockStore } from './store';

/** A stored guest: the booking's guest, and the booking it belongs to. */
export interface MockGuest extends BookingGuest {
  bookingId: number;
}

/**
 * The expected guests of the calendar's bookings (issue 29 §2, docs/decisions/103): the one place the mocks keep
 * them, read by the guest calls (mocks/handlers/guest.ts) and by the reception board
 * (mocks/handlers/reception-board.ts). Ids are never given again, like the API's identity column; the guests
 * of a booking that no longer exists are never listed (the API deletes them with it).
 */
export class MockGuests {
  private guests: MockGuest[] = [];
  private nextId = 1;

  constructor(private readonly store: MockStore) {}

  /** The guests of a booking that exists, in the order they were added. */
  of(bookingId: number): BookingGuest[] {
    if (!this.store.calendar.bookings.some((b) => b.id === bookingId)) return [];
    return this.guests.filter((g) => g.bookingId === bookingId).map(({ bookingId: _, ...guest }) => guest);
  }

  find(guestId: number): MockGuest | undefined {
    const guest = this.guests.find((g) => g.id === guestId);
    return guest && this.store.calendar.bookings.some((b) => b.id === guest.bookingId) ? guest : undefined;
  }

  add(bookingId: number, name: string, email: string | null): MockGuest {
    const guest: MockGuest = { id: this.nextId++, bookingId, name, email, arrivedAt: null };
    this.guests.push(guest);
    return guest;
  }

  remove(guestId: number): void {
    this.guests = this.guests.filter((g) => g.id !== guestId);
  }

  /** Marks a guest arrived at `at`; false when they had arrived already (so the host is told once). */
  arrive(guestId: number, at: string): boolean {
    const guest = this.guests.find((g) => g.id === guestId);
    if (!guest || guest.arrivedAt !== null) return false;
    guest.arrivedAt = at;
    return true;
  }
}

export const mockGuests = mockState((store) => new MockGuests(store));
