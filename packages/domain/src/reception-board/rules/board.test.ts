import { describe, expect, it } from 'vitest';
import type { BoardMeeting } from '../schemas';
import { findGuests, guestNameMatches, nowAndNext, wifiQrText } from './board';

const meeting = (id: number, roomName: string, start: string, end: string, guests: BoardMeeting['guests'] = []): BoardMeeting => ({
  id,
  name: `Meeting ${id}`,
  roomName,
  bookingStart: `2026-06-10T${start}:00.000Z`,
  bookingEnd: `2026-06-10T${end}:00.000Z`,
  companyName: 'Acme',
  hostName: 'Hanne Host',
  guests,
});

describe('the wifi QR text', () => {
  it('is the WIFI: format with WPA, the name and the password', () => {
    expect(wifiQrText('Guests', 'welcome2026')).toBe('WIFI:T:WPA;S:Guests;P:welcome2026;;');
  });
  it('escapes the characters the format reserves', () => {
    expect(wifiQrText('a;b,c', 'p:"q\\')).toBe('WIFI:T:WPA;S:a\\;b\\,c;P:p\\:\\"q\\\\;;');
  });
  it('says nopass without a password, and nothing without a network', () => {
    expect(wifiQrText('Open', null)).toBe('WIFI:T:nopass;S:Open;;');
    expect(wifiQrText(null, 'x')).toBeNull();
    expect(wifiQrText('', 'x')).toBeNull();
  });
});

describe('now and next on the board', () => {
  const meetings = [meeting(1, 'Blixen', '08:00', '09:00'), meeting(2, 'Andersen', '07:30', '08:30'), meeting(3, 'Kierkegaard', '09:00', '10:00'), meeting(4, 'Andersen', '09:00', '09:30'), meeting(5, 'Bohr', '11:00', '12:00')];
  it('lists what goes on at the moment, by start, and every meeting of the next start', () => {
    const { now, next } = nowAndNext(meetings, '2026-06-10T08:15:00.000Z');
    expect(now.map((m) => m.id)).toEqual([2, 1]);
    expect(next.map((m) => m.id)).toEqual([4, 3]);
  });
  it('counts a meeting as going on from its start, and over at its end', () => {
    const { now, next } = nowAndNext(meetings, '2026-06-10T09:00:00.000Z');
    expect(now.map((m) => m.id)).toEqual([4, 3]);
    expect(next.map((m) => m.id)).toEqual([5]);
  });
  it('has nothing next after the last start', () => {
    expect(nowAndNext(meetings, '2026-06-10T12:00:00.000Z')).toEqual({ now: [], next: [] });
  });
});

describe("a guest's name found by its first letters", () => {
  it('matches the beginning of the first or the last name, any case', () => {
    expect(guestNameMatches('Ada Lovelace', 'ad')).toBe(true);
    expect(guestNameMatches('Ada Lovelace', 'LOV')).toBe(true);
    expect(guestNameMatches('Ada Lovelace', 'ada lo')).toBe(true);
    expect(guestNameMatches('Ada Lovelace', 'ove')).toBe(false);
  });
  it('ignores accents but keeps æ, ø and å apart', () => {
    expect(guestNameMatches('Émile Zola', 'emi')).toBe(true);
    expect(guestNameMatches('Søren Ærø', 'sø')).toBe(true);
    expect(guestNameMatches('Søren', 'so')).toBe(false);
    expect(guestNameMatches('Åse', 'å')).toBe(true);
    expect(guestNameMatches('Åse', 'a')).toBe(false);
  });
  it('finds nobody for blank text, and a typed word uses a name word once', () => {
    expect(guestNameMatches('Ada Lovelace', '   ')).toBe(false);
    expect(guestNameMatches('Ada Lovelace', 'ad ad')).toBe(false);
  });
  it('lists the guests found with their meeting, by name', () => {
    const meetings = [
      meeting(1, 'Blixen', '08:00', '09:00', [{ id: 1, name: 'Bo Berg', arrivedAt: null }, { id: 2, name: 'Anna Berg', arrivedAt: null }]),
      meeting(2, 'Bohr', '10:00', '11:00', [{ id: 3, name: 'Carl Nielsen', arrivedAt: null }]),
    ];
    expect(findGuests(meetings, 'ber').map(({ guest, meeting: m }) => [guest.name, m.id])).toEqual([['Anna Berg', 1], ['Bo Berg', 1]]);
  });
});
