import { expect } from 'vitest';
import { readCalendarFile } from '@roombook/domain/calendar-files/read-calendar-file';
import { contract } from '@roombook/domain/contract/index';
import { FORM_MESSAGES } from '@roombook/domain/common/fields';
import { SERIES_MAX_OCCURRENCES, SERIES_MESSAGES } from '@roombook/domain/bookings/series/page';
import { VALIDATION } from '@roombook/domain/messages';
import { expectError, expectOk, type CaseGroup, type ContractCase } from '../harness';
import { DEMO, WEEKS, at, calendarOf, mondayOf, roomWhere, signIn, slot, uniqueName } from './support';

const { booking } = contract;

/** The Copenhagen wall time of an ISO instant as 'YYYY-MM-DD HH:mm', read without the code under test. */
const wall = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** Recurring bookings (issue 30 §3, docs/decisions/106): a repeat previewed, then the chosen bookings booked all or none. */
const seriesCases: ContractCase[] = [
  {
    name: 'previews a weekly series with a taken week refused, refuses to book it whole, and books the rest as one series',
    calls: [contract.location.mine, booking.create, booking.seriesPreview, booking.createSeries, booking.byRoom, contract.calendarFeed.links, contract.calendarFeed.bookings, contract.calendarFeed.room],
    async run(t) {
      const user = await signIn(t, DEMO.user);
      const owner = await signIn(t, DEMO.owner);
      const room = roomWhere((await calendarOf(user)).rooms, 'with a daily limit of at least 2 hours', (r) => r.dailyLimit >= 2 && r.weeklyLimit >= 8);
      // Wednesdays of the case's four weeks; the third is taken at 10:30.
      const wednesdays = [0, 1, 2, 3].map((week) => mondayOf(WEEKS.series + week).add({ days: 2 }));
      expectOk(await owner.send(booking.create, { body: { name: 'Taken', roomId: room.id, ...slot(wednesdays[2]!, '10:30', 60) } }), 201);

      const name = uniqueName('Weekly');
      const series = { booking: { name, roomId: room.id, ...slot(wednesdays[0]!, '10:00', 60) }, repeat: { frequency: 'weekly' as const, weekdays: ['WE' as const], count: 4 } };
      const preview = expectOk(await user.send(booking.seriesPreview, { body: series }));
      expect(preview.description).toBe('Repeats weekly on Wednesday');
      expect(preview.rule).toBe('FREQ=WEEKLY;BYDAY=WE;COUNT=4');
      expect(preview.occurrences.map((o) => wall(o.bookingStart))).toEqual(wednesdays.map((day) => `${day.toString()} 10:00`));
      expect(preview.occurrences.map((o) => wall(o.bookingEnd))).toEqual(wednesdays.map((day) => `${day.toString()} 11:00`));
      expect(preview.occurrences.map((o) => o.refusal)).toEqual([null, null, VALIDATION.selectAvailableRoom, null]);

      const all = preview.occurrences.map((o) => o.bookingStart);
      const [day, month, year] = [wednesdays[2]!.day, wednesdays[2]!.month, wednesdays[2]!.year].map((n) => String(n).padStart(2, '0'));
      expectError(
        await user.send(booking.createSeries, { body: { ...series, occurrences: all } }),
        409,
        SERIES_MESSAGES.occurrenceRefused(`${day}.${month}.${year} 10:00`, VALIDATION.selectAvailableRoom),
      );
      const listed = async () =>
        expectOk(await user.send(booking.byRoom, { params: { id: room.id }, query: { from: at(wednesdays[0]!, '00:00'), to: at(wednesdays[3]!, '23:00') } })).filter(
          (b) => b.name === name,
        );
      expect(await listed(), 'nothing of a refused series is booked').toEqual([]);

      const chosen = preview.occurrences.filter((o) => o.refusal === null).map((o) => o.bookingStart);
      const created = expectOk(await user.send(booking.createSeries, { body: { ...series, occurrences: chosen } }), 201);
      expect(created.description).toBe('Repeats weekly on Wednesday');
      expect(created.bookings.map((b) => [b.name, b.roomId, wall(b.bookingStart)])).toEqual([0, 1, 3].map((i) => [name, room.id, `${wednesdays[i]!.toString()} 10:00`]));
      expect((await listed()).map((b) => b.id).sort()).toEqual(created.bookings.map((b) => b.id).sort());
      // Each is marked as an occurrence of the series, in the answer and in the calendar's list.
      const marked = { id: created.id, description: 'Repeats weekly on Wednesday' };
      expect(created.bookings.map((b) => b.series)).toEqual([marked, marked, marked]);
      expect((await listed()).map((b) => b.series)).toEqual([marked, marked, marked]);

      // The user's feed and the room's feed hold the series as one event, which expands to the weeks booked.
      const links = expectOk(await user.send(contract.calendarFeed.links));
      const tokenOf = (url: string) => /\/api\/feed\/([^/]+)/.exec(url)![1]!;
      const feed = async (call: typeof contract.calendarFeed.bookings | typeof contract.calendarFeed.room, params: { token: string; id?: number }) =>
        readCalendarFile(await expectOk(await t.send(call as typeof contract.calendarFeed.room, { params: params as { token: string; id: number } })).text()).events.filter((e) =>
          e.uid.startsWith(`series-${created.id}@`),
        );
      for (const events of [await feed(contract.calendarFeed.bookings, { token: tokenOf(links.bookings) }), await feed(contract.calendarFeed.room, { token: tokenOf(links.bookings), id: room.id })]) {
        expect(events.map((e) => [e.summary, e.recurrenceId])).toEqual([[name, null]]);
        expect(events[0]!.occurrences).toEqual(chosen.map((start) => new Date(start).toISOString()));
      }

      // Previewed again, the series' own weeks are taken now.
      const again = expectOk(await user.send(booking.seriesPreview, { body: series }));
      expect(again.occurrences.map((o) => o.refusal)).toEqual(Array(4).fill(VALIDATION.selectAvailableRoom));
    },
  },
  {
    name: 'changes one booking of a series by itself, then all of them (the single change stays), then deletes the following ones',
    calls: [contract.location.mine, booking.seriesPreview, booking.createSeries, booking.update, booking.delete, booking.byRoom],
    async run(t) {
      const user = await signIn(t, DEMO.user);
      const room = roomWhere((await calendarOf(user)).rooms, 'with a daily limit of at least 2 hours', (r) => r.dailyLimit >= 2 && r.weeklyLimit >= 8);
      const thursdays = [0, 1, 2, 3].map((week) => mondayOf(WEEKS.series + week).add({ days: 3 }));
      const name = uniqueName('Scoped');
      const series = { booking: { name, roomId: room.id, ...slot(thursdays[0]!, '13:00', 60) }, repeat: { frequency: 'weekly' as const, weekdays: ['TH' as const], count: 4 } };
      const preview = expectOk(await user.send(booking.seriesPreview, { body: series }));
      const created = expectOk(await user.send(booking.createSeries, { body: { ...series, occurrences: preview.occurrences.map((o) => o.bookingStart) } }), 201);
      const [first, second, third] = created.bookings;
      const listed = async () =>
        expectOk(await user.send(booking.byRoom, { params: { id: room.id }, query: { from: at(thursdays[0]!, '00:00'), to: at(thursdays[3]!, '23:00') } }))
          .filter((b) => b.series?.id === created.id)
          .map((b) => `${b.name === name ? 'same' : b.name} ${wall(b.bookingStart)}–${wall(b.bookingEnd).slice(11)}`)
          .sort();

      // The second alone moves to 15:00.
      expectOk(await user.send(booking.update, { params: { id: second!.id }, body: { name, roomId: room.id, ...slot(thursdays[1]!, '15:00', 60) } }));
      // All of them, from the first: to 14:00 for 90 minutes, renamed. The second keeps its own time and title.
      const renamed = uniqueName('Renamed');
      const moved = expectOk(await user.send(booking.update, { params: { id: first!.id }, query: { scope: 'all' }, body: { name: renamed, roomId: room.id, ...slot(thursdays[0]!, '14:00', 90) } }));
      expect(moved).toMatchObject({ id: first!.id, name: renamed, series: { id: created.id } });
      expect(await listed()).toEqual(
        [
          `${renamed} ${thursdays[0]!.toString()} 14:00–15:30`,
          `same ${thursdays[1]!.toString()} 15:00–16:00`,
          `${renamed} ${thursdays[2]!.toString()} 14:00–15:30`,
          `${renamed} ${thursdays[3]!.toString()} 14:00–15:30`,
        ].sort(),
      );

      // This and the following, from the third: two deleted; the first two stay.
      const deleted = expectOk(await user.send(booking.delete, { params: { id: third!.id }, query: { scope: 'following' } }));
      expect(deleted.message).toBe('2 bookings deleted');
      expect(await listed()).toEqual([`${renamed} ${thursdays[0]!.toString()} 14:00–15:30`, `same ${thursdays[1]!.toString()} 15:00–16:00`].sort());
      expectError(await user.sendLoose(booking.delete, { params: { id: first!.id }, query: { scope: 'some' } }), 400, 'Must be one of this, following, all');
    },
  },
  {
    name: 'refuses a repeat that breaks its rules with the field message (400), and books nothing',
    calls: [contract.location.mine, booking.seriesPreview, booking.createSeries],
    async run(t) {
      const user = await signIn(t, DEMO.user);
      const room = roomWhere((await calendarOf(user)).rooms, 'with a daily limit of at least 1 hour', (r) => r.dailyLimit >= 1);
      const monday = mondayOf(WEEKS.series);
      const first = { name: 'Refused series', roomId: room.id, ...slot(monday, '07:00', 30) };
      const preview = (repeat: Record<string, unknown>) => user.sendLoose(booking.seriesPreview, { body: { booking: first, repeat } });
      expectError(await preview({ frequency: 'weekly', weekdays: [], count: 3 }), 400, SERIES_MESSAGES.weekdaysRequired);
      expectError(await preview({ frequency: 'daily' }), 400, SERIES_MESSAGES.endRequired);
      expectError(await preview({ frequency: 'daily', count: 2, until: monday.add({ days: 3 }).toString() }), 400, SERIES_MESSAGES.endBoth);
      expectError(await preview({ frequency: 'daily', count: SERIES_MAX_OCCURRENCES + 1 }), 400, FORM_MESSAGES.tooLarge(SERIES_MAX_OCCURRENCES));
      expectError(await preview({ frequency: 'daily', until: monday.add({ days: 60 }).toString() }), 400, SERIES_MESSAGES.tooManyOccurrences);
      expectError(await preview({ frequency: 'daily', until: monday.subtract({ days: 1 }).toString() }), 400, SERIES_MESSAGES.untilBeforeStart);
      expectError(await preview({ frequency: 'monthly', count: 14 }), 400, SERIES_MESSAGES.untilTooLate);
      expectError(await preview({ frequency: 'yearly', count: 2 }), 400, VALIDATION.required);

      const repeat = { frequency: 'daily', count: 3 };
      const send = (occurrences: unknown) => user.sendLoose(booking.createSeries, { body: { booking: first, repeat, occurrences } });
      expectError(await send([]), 400, SERIES_MESSAGES.chooseOccurrences);
      expectError(await send([at(monday, '07:15')]), 400, SERIES_MESSAGES.notAnOccurrence);
      expectError(await send(Array(SERIES_MAX_OCCURRENCES + 1).fill(first.bookingStart)), 400, FORM_MESSAGES.tooMany(SERIES_MAX_OCCURRENCES));
    },
  },
];

export default { name: 'booking series', cases: seriesCases } satisfies CaseGroup;
