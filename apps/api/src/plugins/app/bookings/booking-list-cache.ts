import type { Booking } from '@roombook/domain/bookings/schemas';

/** How much one API process keeps: lists, and bookings in all of them. */
export interface BookingListCacheLimits {
  lists: number;
  bookings: number;
}

/**
 * A bound on memory: a booking is kept as an object (under 1 KB with its room, location and user) and as up to
 * two JSON texts of about 300 bytes each, so 100,000 bookings stay under about 150 MB.
 */
export const DEFAULT_BOOKING_LIST_CACHE_LIMITS: BookingListCacheLimits = { lists: 512, bookings: 100_000 };

/**
 * A list as read, and the JSON of its bookings (UTF-8) as the contract's writer wrote them, with their cost
 * and without it, filled in as answers need them.
 */
export interface KeptList {
  readonly bookings: readonly Booking[];
  readonly withCost: Buffer[];
  readonly withoutCost: Buffer[];
}

export const keptList = (bookings: readonly Booking[]): KeptList => ({ bookings, withCost: [], withoutCost: [] });

interface Entry {
  /** The versions the list was read at (`BookingsRepository.listStamp`). */
  version: string;
  list: KeptList;
}

/**
 * The booking lists this API process has answered (docs/decisions/047): a location's bookings in a range, as
 * read from the database, before the cost rule (who asks decides that on every answer), with their JSON. An entry is
 * used only while the list's version in the database is the one it was read at, so a list is never older
 * than the database, whichever process wrote the change. The least recently used entries go first once
 * there are more than `limits.lists` lists or `limits.bookings` bookings; a list longer than that is never
 * kept.
 */
export class BookingListCache {
  private readonly entries = new Map<string, Entry>();
  private bookingsHeld = 0;

  constructor(private readonly limits: BookingListCacheLimits = DEFAULT_BOOKING_LIST_CACHE_LIMITS) {}

  /** The list kept under `key` if it was read at `version`; an older one is dropped. */
  get(key: string, version: string): KeptList | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.bookingsHeld -= entry.list.bookings.length;
      return undefined;
    }
    // Most recently used last (a Map keeps insertion order).
    this.entries.set(key, entry);
    return entry.list;
  }

  /** Keeps the list read at `version` under `key`. */
  set(key: string, version: string, list: KeptList): void {
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bookingsHeld -= previous.list.bookings.length;
    }
    if (list.bookings.length > this.limits.bookings) return;
    this.entries.set(key, { version, list });
    this.bookingsHeld += list.bookings.length;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.lists && this.bookingsHeld <= this.limits.bookings) break;
      this.entries.delete(oldest);
      this.bookingsHeld -= entry.list.bookings.length;
    }
  }

  /** How many lists and bookings are kept (for tests and figures). */
  get size(): { lists: number; bookings: number } {
    return { lists: this.entries.size, bookings: this.bookingsHeld };
  }
}
