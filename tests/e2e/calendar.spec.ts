import { expect, test, type Locator, type Page } from '@playwright/test';
import { contract } from '@roombook/domain/contract/index';
import { copenhagenDate } from '@roombook/domain/time/zone';
import { isApiCallError, type CallInput } from '@roombook/domain/contract/client';
import { apiAs, at, dayFromToday, locationOf, uniqueTitle, type ApiSession } from './api';
import { GUEST_MESSAGES } from '@roombook/domain/guests/page';
import { expectNoAxeViolations, hydrated, signIn, signOut } from './fixtures';
import { readCalendarFile } from '@roombook/domain/calendar-files/read-calendar-file';
import { attachmentOf, mailTo, sourceOf } from './mail';

/**
 * The calendar (§2 Calendar, issue 8) on the real API with the demo data. Every test books its own room
 * on its own day, weeks ahead of the demo bookings (which are in the current month), so that the tests
 * do not depend on the time of day, on each other or on their order.
 */

const COPENHAGEN = 'Copenhagen Harbour House';
const AARHUS = 'Aarhus Dokk Offices';

/** The calendar page is a chunk of its own that hydrates after the rest of the page (docs/decisions/024). */
const calendarHydrated = (page: Page) => page.locator('html[data-calendar-hydrated]').waitFor({ state: 'attached' });

/** Signs in and waits for the calendar. */
async function signInToCalendar(page: Page, email: string) {
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await calendarHydrated(page);
}

/** Opens the calendar on one day of one location (the URL keeps the calendar's state, §2). */
async function openDay(page: Page, locationId: number, day: string) {
  await page.goto(`/?location=${locationId}&room=ALL&view=day&date=${day}`);
  await hydrated(page);
  await calendarHydrated(page);
  await expect(calendar(page).getByRole('radio', { name: /^Day/ })).toBeChecked();
}

const calendar = (page: Page) => page.getByRole('region', { name: 'Bookings calendar' });

/** The bookings the running test made through the API. */
const made: number[] = [];

/** Books through the API as `by`; the booking is deleted once the test ends (see the afterEach below). */
async function book(by: ApiSession, input: Omit<CallInput<typeof contract.booking.create>, 'token'>) {
  const booking = await by.call(contract.booking.create, input);
  made.push(booking.id);
  return booking;
}

/**
 * A test's bookings are deleted once it ends, passed or failed, so that CI's second try of a failed test finds
 * its slots free again rather than failing on its own first try's booking ('Please select an available room').
 * An Admin deletes them, past ones too; one the test deleted itself is gone already (404).
 */
test.afterEach(async () => {
  if (made.length === 0) return;
  const admin = await apiAs('admin@roombook.test');
  for (const id of made.splice(0)) {
    await admin.call(contract.booking.delete, { params: { id } }).catch((error: unknown) => {
      if (!(isApiCallError(error) && error.statusCode === 404)) throw error;
    });
  }
});

test('the sign-in page loads no calendar code; signed in, the server draws the calendar and its chunk follows', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const calendarChunk = (path: string) => /\/__calendar-[\w-]+\.js$/.test(path);
  await page.goto('/');
  await hydrated(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter(calendarChunk)).toEqual([]);

  await signInToCalendar(page, 'user@roombook.test');
  await expect(calendar(page)).toBeVisible();
  expect(scripts.filter(calendarChunk)).toHaveLength(1);
  // Chromium has Temporal of its own: the polyfill is not loaded (docs/decisions/049).
  expect(scripts.filter(temporalPolyfillChunk)).toEqual([]);

  // A signed-in page load: the HTML already holds the calendar (no spinner in its place), then it works.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('Bookings calendar');
  expect(html).not.toContain('Loading the calendar');
  await page.reload();
  await calendarHydrated(page);
  // Styled from the first paint: every stylesheet the page has was linked in the server's HTML, none came with
  // the calendar's chunk (which would draw the page unstyled first and then move it: layout shift).
  const stylesheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(stylesheets.filter((href) => !html.includes(`href="${href}"`))).toEqual([]);
  await calendar(page).getByRole('radio', { name: /^Day/ }).click();
  await expect(calendar(page).getByRole('radio', { name: /^Day/ })).toBeChecked();
});

/** The chunk of temporal-polyfill, which only a browser without Temporal loads (app/lib/browser-temporal.ts). */
const temporalPolyfillChunk = (path: string) => /\/implementation-[\w-]+\.js$/.test(path);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A drawn booking, by its title (its name: the time in the time views, then 'title, room, day, who'). */
const booking = (page: Page, title: string) => calendar(page).getByRole('button', { name: new RegExp(`${escaped(title)}\\s*,`) });

/** Clicks the empty slot at 'HH:mm' of the day view (of its `index`th column: a room's in the Day view of all rooms), as a person does with the mouse. */
async function clickSlot(page: Page, time: string, index = 0) {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const point = await page.evaluate(
    ([minutes, nth]: [number, number]) => {
      const hours = document.querySelector<HTMLElement>('.rbc-time-content');
      const column = document.querySelectorAll<HTMLElement>('.rbc-time-content .rbc-day-slot')[nth];
      if (!hours || !column) throw new Error('No day view');
      const offset = (column.offsetHeight * (minutes + 5)) / (24 * 60);
      hours.scrollTop = Math.max(0, offset - hours.clientHeight / 2);
      const box = column.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + offset };
    },
    [hour * 60 + minute, index] as [number, number],
  );
  await page.mouse.click(point.x, point.y);
}

/**
 * Drags the mouse over the empty quarter hours of the day view from 'HH:mm' to 'HH:mm', as a person does;
 * while the button is down, the calendar shows `shown` ('10:00 – 11:45') over the quarter hours selected.
 */
async function dragSlots(page: Page, from: string, to: string, shown: string) {
  const minutes = (time: string) => {
    const [hour = 0, minute = 0] = time.split(':').map(Number);
    return hour * 60 + minute;
  };
  const [start, end] = await page.evaluate(
    ([first, last]: [number, number]) => {
      const hours = document.querySelector<HTMLElement>('.rbc-time-content');
      const column = document.querySelector<HTMLElement>('.rbc-time-content .rbc-day-slot');
      if (!hours || !column) throw new Error('No day view');
      const offsetOf = (m: number) => (column.offsetHeight * (m + 5)) / (24 * 60);
      hours.scrollTop = Math.max(0, offsetOf(first) - hours.clientHeight / 3);
      const box = column.getBoundingClientRect();
      return [offsetOf(first), offsetOf(last)].map((offset) => ({ x: box.left + box.width / 2, y: box.top + offset }));
    },
    [minutes(from), minutes(to)] as [number, number],
  );
  await page.mouse.move(start!.x, start!.y);
  await page.mouse.down();
  // A few pixels first, as a hand starts: the selection starts where the pointer is once it has moved 5 px.
  await page.mouse.move(start!.x, start!.y + 6);
  await page.mouse.move(end!.x, end!.y, { steps: 8 });
  await expect(calendar(page).locator('.rbc-slot-selection')).toHaveText(shown);
  await page.mouse.up();
}

/** Clicks a slot and fills the Create booking dialog up to the choice of a room. */
async function startBooking(page: Page, time: string, title: string, room: string) {
  await clickSlot(page, time);
  const dialog = page.getByRole('dialog', { name: 'Create booking' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  // 'Checking availability…' until the rooms' availability has answered (500 ms after the times last changed).
  await expect(dialog.getByText('Checking availability…')).toHaveCount(0);
  const choice = dialog.getByRole('radio', { name: room });
  await expect(choice).toBeEnabled();
  await choice.check({ force: true });
  return dialog;
}

/** The theme's primary colour, as the primary 'Add' button shows it. */
const primaryColour = (page: Page) => calendar(page).getByRole('button', { name: 'Add', exact: true }).evaluate((b) => getComputedStyle(b).backgroundColor);
const fillOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
const inkOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);

test('a user books a room by clicking a slot, sees it filled, and sees its cost', async ({ page }) => {
  const user = await apiAs('user@roombook.test');
  const copenhagen = await locationOf(user, COPENHAGEN);
  const day = dayFromToday(36);
  const title = uniqueTitle('Team planning');

  await signInToCalendar(page, 'user@roombook.test');
  await openDay(page, copenhagen.id, day);
  const dialog = await startBooking(page, '10:00', title, 'Andersen');
  await expect(dialog.getByRole('group', { name: 'Start time' })).toContainText('10:00');
  await expect(dialog.getByRole('group', { name: 'End time' })).toContainText('11:00');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Booking successfully created').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const drawn = booking(page, title);
  await expect(drawn).toBeVisible();
  await expect(drawn).toContainText('Andersen');
  // Own bookings are filled (§2).
  expect(await fillOf(drawn)).toBe(await primaryColour(page));

  await drawn.click();
  const details = page.getByRole('dialog', { name: title });
  // 1 hour at 450,00 DKK, less Nordlys ApS's 10 % discount.
  await expect(details.getByText('405,00 DKK (506,25 with tax)')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Edit' })).toBeEnabled();
});

test('dragging the mouse over quarter hours opens Create booking from the first to the end of the last', async ({ page }) => {
  const user = await apiAs('user@roombook.test');
  const copenhagen = await locationOf(user, COPENHAGEN);
  await signInToCalendar(page, 'user@roombook.test');
  await openDay(page, copenhagen.id, dayFromToday(37));
  await dragSlots(page, '10:00', '11:30', '10:00 – 11:45');
  const dialog = page.getByRole('dialog', { name: 'Create booking' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Start time' })).toContainText('10:00');
  await expect(dialog.getByRole('group', { name: 'End time' })).toContainText('11:45');
});

test('a browser without Temporal of its own loads the polyfill, and books as any other', async ({ page }) => {
  await page.addInitScript(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const user = await apiAs('user@roombook.test');
  const copenhagen = await locationOf(user, COPENHAGEN);
  const day = dayFromToday(42);
  const title = uniqueTitle('Without Temporal');

  await signInToCalendar(page, 'user@roombook.test');
  expect(scripts.filter(temporalPolyfillChunk)).toHaveLength(1);
  await openDay(page, copenhagen.id, day);
  const dialog = await startBooking(page, '14:00', title, 'Andersen');
  await expect(dialog.getByRole('group', { name: 'End time' })).toContainText('15:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Booking successfully created').first()).toBeVisible();
  await expect(booking(page, title)).toContainText('14:00');
  expect(await page.evaluate(() => typeof (globalThis as { Temporal?: unknown }).Temporal)).toBe('undefined');
});

test('a booking of another company is outlined, without its cost', async ({ page }) => {
  // Nora Bech (Havblik A/S) has demo bookings this month; Emil Friis (Nordlys ApS) looks at one of them.
  const user = await apiAs('user@roombook.test');
  const first = copenhagenDate(new Date().toISOString()).with({ day: 1 });
  const month = { from: at(first.toString(), '00:00'), to: at(first.add({ months: 1 }).toString(), '00:00') };
  const locations = await user.call(contract.location.mine);
  const lists = await Promise.all(
    locations.map((location) => user.call(contract.booking.byLocation, { params: { id: location.id }, query: month })),
  );
  const other = lists.flat().find((b) => b.user.lastName === 'Bech');
  if (!other) throw new Error('The demo data has no booking of Havblik A/S');
  expect(other.bookingCost).toBeNull();

  await signInToCalendar(page, 'user@roombook.test');
  await openDay(page, other.room.location.id, copenhagenDate(other.bookingStart).toString());
  const drawn = calendar(page).getByRole('button', { name: new RegExp(`${escaped(other.name)}\\s*,.*Nora Bech$`) }).first();
  await expect(drawn).toBeVisible();
  // Others' bookings are outlined (§2): no fill, the primary colour for the text and the border.
  const primary = await primaryColour(page);
  expect(await fillOf(drawn)).not.toBe(primary);
  expect(await inkOf(drawn)).toBe(primary);

  await drawn.click();
  const details = page.getByRole('dialog', { name: other.name });
  await expect(details.getByText('Nora Bech, Havblik A/S')).toBeVisible();
  await expect(details.getByText('Cost')).toHaveCount(0);
  await expect(details.getByText(/DKK/)).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});

test('booking a slot someone took meanwhile shows the server’s message in the dialog', async ({ page }) => {
  const owner = await apiAs('owner@roombook.test');
  const copenhagen = await locationOf(owner, COPENHAGEN);
  const day = dayFromToday(37);

  await signInToCalendar(page, 'user@roombook.test');
  await openDay(page, copenhagen.id, day);
  const dialog = await startBooking(page, '12:00', uniqueTitle('Budget review'), 'Blixen');
  // A colleague books Blixen for the same hour while the dialog is open.
  await book(owner, {
    body: { name: uniqueTitle('Board call'), roomId: copenhagen.room('Blixen').id, bookingStart: at(day, '12:00'), bookingEnd: at(day, '13:00') },
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The server's refusal (409) in the dialog, which stays open.
  await expect(dialog.getByRole('alert').filter({ hasText: 'Please select an available room' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeVisible();
});

test('booking past the company’s daily limit shows the limit, before and after saving', async ({ page }) => {
  // Kierkegaard allows a company 2 hours a day; the manager of Nordlys ApS books 1½ of them meanwhile.
  const manager = await apiAs('manager@roombook.test');
  const copenhagen = await locationOf(manager, COPENHAGEN);
  const kierkegaard = copenhagen.room('Kierkegaard');
  const day = dayFromToday(38);

  await signInToCalendar(page, 'user@roombook.test');
  await openDay(page, copenhagen.id, day);
  const dialog = await startBooking(page, '13:00', uniqueTitle('Interviews'), 'Kierkegaard');
  await book(manager, {
    body: { name: uniqueTitle('Hiring'), roomId: kierkegaard.id, bookingStart: at(day, '08:00'), bookingEnd: at(day, '09:30') },
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: /daily limit of 2 hours/ })).toBeVisible();

  // Asked again, the room is not available, with the same reason.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const question = page.getByRole('alertdialog', { name: 'Are you sure you want to close this dialog window?' });
  if (await question.isVisible()) await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
  await clickSlot(page, '15:00');
  const again = page.getByRole('dialog', { name: 'Create booking' });
  await expect(again.getByRole('radio', { name: 'Kierkegaard' })).toBeDisabled();
  await expect(again.getByText(/daily limit of 2 hours/)).toBeVisible();
});

test('a CompanyOwner edits a colleague’s booking; a User cannot edit the owner’s', async ({ page }) => {
  const [user, owner] = await Promise.all([apiAs('user@roombook.test'), apiAs('owner@roombook.test')]);
  const copenhagen = await locationOf(user, COPENHAGEN);
  const andersen = copenhagen.room('Andersen').id;
  const day = dayFromToday(39);
  const usersTitle = uniqueTitle('Customer demo');
  const ownersTitle = uniqueTitle('Strategy');
  await book(user, { body: { name: usersTitle, roomId: andersen, bookingStart: at(day, '09:00'), bookingEnd: at(day, '10:00') } });
  await book(owner, { body: { name: ownersTitle, roomId: andersen, bookingStart: at(day, '11:00'), bookingEnd: at(day, '12:00') } });

  await signInToCalendar(page, 'owner@roombook.test');
  await openDay(page, copenhagen.id, day);
  // A CompanyOwner sees the company's bookings filled too (§2).
  expect(await fillOf(booking(page, usersTitle))).toBe(await primaryColour(page));
  await booking(page, usersTitle).click();
  await page.getByRole('dialog', { name: usersTitle }).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit booking' });
  const renamed = uniqueTitle('Customer demo, moved');
  await edit.getByRole('textbox', { name: 'Title' }).fill(renamed);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Booking successfully updated').first()).toBeVisible();
  await expect(booking(page, renamed)).toBeVisible();
  await expect(booking(page, usersTitle)).toHaveCount(0);

  await page.context().clearCookies();
  await signInToCalendar(page, 'user@roombook.test');
  await openDay(page, copenhagen.id, day);
  await booking(page, ownersTitle).click();
  const details = page.getByRole('dialog', { name: ownersTitle });
  await expect(details.getByText('Ida Nørgaard, Nordlys ApS')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('with one room chosen, a booking moved to another room leaves the calendar (§4); with ALL rooms it is in its new room', async ({ page }) => {
  const user = await apiAs('user@roombook.test');
  const copenhagen = await locationOf(user, COPENHAGEN);
  const day = dayFromToday(41);
  const title = uniqueTitle('Moving meeting');
  await book(user, {
    body: { name: title, roomId: copenhagen.room('Andersen').id, bookingStart: at(day, '14:00'), bookingEnd: at(day, '15:00') },
  });
  const roomPicker = page.getByRole('button', { name: /Room$/ });

  await signInToCalendar(page, 'user@roombook.test');
  await openDay(page, copenhagen.id, day);
  await roomPicker.click();
  await page.getByRole('option', { name: 'Andersen', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`room=${copenhagen.room('Andersen').id}(&|$)`));
  await booking(page, title).click();
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit booking' });
  await expect(edit.getByText('Checking availability…')).toHaveCount(0);
  const blixen = edit.getByRole('radio', { name: 'Blixen' });
  await expect(blixen).toBeEnabled();
  await blixen.check({ force: true });
  await expect(blixen).toBeChecked();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Booking successfully updated').first()).toBeVisible();
  await expect(edit).toHaveCount(0);
  // Andersen's calendar no longer lists it, also once the page's data is reloaded.
  await expect(booking(page, title)).toHaveCount(0);
  await page.reload();
  await calendarHydrated(page);
  await expect(calendar(page).getByRole('radio', { name: /^Day/ })).toBeChecked();
  await expect(booking(page, title)).toHaveCount(0);

  await roomPicker.click();
  await page.getByRole('option', { name: 'ALL', exact: true }).click();
  await expect(booking(page, title)).toBeVisible();
  await expect(booking(page, title)).toContainText('Blixen');
});

test('the Day view of all rooms has a column per room, and a slot of a column books that room', async ({ page }) => {
  const user = await apiAs('user@roombook.test');
  const copenhagen = await locationOf(user, COPENHAGEN);
  const day = dayFromToday(43);
  const title = uniqueTitle('Column meeting');
  await book(user, {
    body: { name: title, roomId: copenhagen.room('Blixen').id, bookingStart: at(day, '10:00'), bookingEnd: at(day, '11:00') },
  });

  await signInToCalendar(page, 'user@roombook.test');
  await openDay(page, copenhagen.id, day);
  const headers = calendar(page).locator('.rbc-row-resource .rbc-header');
  await expect(headers.filter({ hasText: 'Andersen' })).toHaveText(/^Andersen\d+ seats(Free all day|\d+ bookings?)$/);
  await expect(headers.filter({ hasText: 'Blixen' })).toHaveText(/^Blixen\d+ seats1 booking$/);
  // The booking sits in Blixen's column.
  const names = await headers.allTextContents();
  const blixen = names.findIndex((text) => text.startsWith('Blixen'));
  await expect(calendar(page).locator('.rbc-time-content .rbc-day-slot').nth(blixen).getByRole('button', { name: new RegExp(escaped(title)) })).toBeVisible();

  // A slot of Blixen's column opens Create booking with Blixen chosen.
  await clickSlot(page, '14:00', blixen);
  const dialog = page.getByRole('dialog', { name: 'Create booking' });
  await expect(dialog.getByRole('group', { name: 'Start time' })).toContainText('14:00');
  await expect(dialog.getByRole('radio', { name: 'Blixen' })).toBeChecked();
});

/** Drags a drawn booking with the mouse by `minutes` down its column and, by `columns`, sideways. */
async function dragBooking(page: Page, drawn: Locator, minutes: number, columns = 0) {
  await drawn.scrollIntoViewIfNeeded();
  const box = (await drawn.boundingBox())!;
  const { hour, column } = await page.evaluate(() => {
    const slot = document.querySelector<HTMLElement>('.rbc-time-content .rbc-day-slot')!;
    return { hour: slot.offsetHeight / 24, column: slot.offsetWidth };
  });
  // Its middle: the addon's resize handles are at its top and bottom edges.
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + (columns * column) / 2, from.y + (hour * minutes) / 120, { steps: 5 });
  await page.mouse.move(from.x + columns * column, from.y + (hour * minutes) / 60, { steps: 5 });
  await page.mouse.up();
}

test('a booking dragged onto a taken time snaps back with the refusal; dragged to a free time in the next room, it moves', async ({ page }) => {
  const user = await apiAs('user@roombook.test');
  const copenhagen = await locationOf(user, COPENHAGEN);
  const day = dayFromToday(44);
  const title = uniqueTitle('Dragged meeting');
  const andersen = copenhagen.room('Andersen');
  await book(user, { body: { name: title, roomId: andersen.id, bookingStart: at(day, '10:00'), bookingEnd: at(day, '11:00') } });
  await book(user, {
    body: { name: uniqueTitle('In the way'), roomId: andersen.id, bookingStart: at(day, '12:00'), bookingEnd: at(day, '13:00') },
  });

  await signInToCalendar(page, 'user@roombook.test');
  await openDay(page, copenhagen.id, day);
  // The drag-and-drop code arrives after the page.
  await expect(calendar(page).locator('.rbc-addons-dnd')).toHaveCount(1);
  await expect(booking(page, title)).toContainText('10:00 – 11:00');

  await dragBooking(page, booking(page, title), 120);
  // The API's refusal of a save onto a taken room (§4), in the toast.
  await expect(page.getByText('Please select an available room').first()).toBeVisible();
  await expect(booking(page, title)).toContainText('10:00 – 11:00');

  const rooms = await calendar(page).locator('.rbc-row-resource .rbc-header').allTextContents();
  const next = rooms[rooms.findIndex((text) => text.startsWith('Andersen')) + 1]!.replace(/\d+ seats?.*$/, '');
  await dragBooking(page, booking(page, title), 60, 1);
  await expect(page.getByText('Booking successfully updated').first()).toBeVisible();
  await expect(booking(page, title)).toContainText('11:00 – 12:00');
  await expect(booking(page, title)).toContainText(next);
  const saved = (await user.call(contract.booking.byLocation, { params: { id: copenhagen.id }, query: { from: at(day, '00:00'), to: at(day, '23:45') } })).find(
    (b) => b.name === title,
  );
  expect(saved?.room.name).toBe(next);
  expect(saved && new Date(saved.bookingStart).toISOString()).toBe(new Date(at(day, '11:00')).toISOString());
});

test('a booking is made from the keyboard in 9 keys from the calendar of all rooms, besides its title', async ({ page }) => {
  const user = await apiAs('user@roombook.test');
  const copenhagen = await locationOf(user, COPENHAGEN);
  const day = dayFromToday(45);
  const title = uniqueTitle('Keyboard meeting');
  await signInToCalendar(page, 'user@roombook.test');
  await openDay(page, copenhagen.id, day);

  const press = (key: string) => page.keyboard.press(key);
  const focused = page.locator(':focus');
  // N, as the Add button says, opens Create booking on the day shown with the title field focused.
  await press('n');
  const dialog = page.getByRole('dialog', { name: 'Create booking' });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await expect(dialog.getByRole('group', { name: 'Date' })).toContainText(day.split('-').reverse().join('/'));
  await page.keyboard.type(title);
  await expect(dialog.getByText('Checking availability…')).toHaveCount(0);
  // Backwards past the dialog's close button and its buttons, into the room list.
  await press('Shift+Tab');
  await expect(focused).toHaveAccessibleName('Close');
  await press('Shift+Tab');
  await press('Shift+Tab');
  await expect(focused).toHaveAccessibleName('Cancel');
  await press('Shift+Tab');
  await expect(focused).toHaveAttribute('type', 'radio');
  const room = (await focused.getAttribute('aria-labelledby'))!;
  const roomName = (await page.locator(`[id="${room}"]`).textContent())!;
  await press('Space');
  await expect(dialog.getByRole('radio', { name: roomName })).toBeChecked();
  await press('Tab');
  await press('Tab');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeFocused();
  await press('Enter');

  await expect(page.getByText('Booking successfully created').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(booking(page, title)).toBeVisible();
  const saved = (await user.call(contract.booking.byLocation, { params: { id: copenhagen.id }, query: { from: at(day, '00:00'), to: at(day, '23:45') } })).find(
    (b) => b.name === title,
  );
  expect(saved?.room.name).toBe(roomName);
});

test('the calendar opens on the primary location, then on the location, room and view last looked at', async ({ page }) => {
  const manager = await apiAs('manager@roombook.test');
  const aarhus = await locationOf(manager, AARHUS);
  const picker = (label: string) => page.getByRole('main').getByRole('button', { name: new RegExp(`${label}$`) });
  const view = (name: string) => calendar(page).getByRole('radio', { name: new RegExp(`^${name}`) });

  // The manager's company books in both locations; Aarhus comes first by name, Copenhagen is their primary one.
  await signInToCalendar(page, 'manager@roombook.test');
  await expect(picker('Location')).toContainText(COPENHAGEN);

  // Where they last were, in this browser.
  await page.goto(`/?location=${aarhus.id}&room=${aarhus.room('Marselis').id}&view=week`);
  await calendarHydrated(page);
  await page.goto('/profile');
  await page.goto('/');
  await calendarHydrated(page);
  await expect(picker('Location')).toContainText(AARHUS);
  await expect(picker('Room')).toContainText('Marselis');
  await expect(view('Week')).toBeChecked();

  // A link names its own calendar, whatever was last looked at.
  const copenhagen = await locationOf(manager, COPENHAGEN);
  await page.goto(`/?location=${copenhagen.id}&view=day`);
  await calendarHydrated(page);
  await expect(picker('Location')).toContainText(COPENHAGEN);
  await expect(picker('Room')).toContainText('ALL');
  await expect(view('Day')).toBeChecked();

  // 'Booking time used' counts the day shown and its week, and says which.
  await page.goto(`/?location=${copenhagen.id}&room=ALL&view=day&date=${dayFromToday(21)}`);
  await calendarHydrated(page);
  await page.getByRole('button', { name: 'Booking time used' }).click();
  const usage = page.getByRole('dialog', { name: 'Booking time used' });
  await expect(usage.getByRole('meter').first()).toHaveAccessibleName(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} \w{3} - [\d,]+ \/ [\d,]+ hours$/);
  await expect(usage.getByRole('meter').nth(1)).toHaveAccessibleName(/^Week \d{1,2} - [\d,]+ \/ [\d,]+ hours$/);
});

test("a CanteenManager sees their canteen's location read-only", async ({ page }) => {
  await signInToCalendar(page, 'canteen@roombook.test');
  await expect(page.getByRole('main').getByRole('button', { name: /Location$/ })).toContainText(COPENHAGEN);
  await expect(page.getByText("You can see this location's bookings. Rooms are booked by the staff of its companies.")).toBeVisible();
  await expect(calendar(page).getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Booking time used' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a past booking is read-only for a User', async ({ page }) => {
  // An Admin may put a booking in the past (§6); its creator then may neither change nor delete it.
  const [user, admin] = await Promise.all([apiAs('user@roombook.test'), apiAs('admin@roombook.test')]);
  const aarhus = await locationOf(user, AARHUS);
  const marselis = aarhus.room('Marselis').id;
  const title = uniqueTitle('Late call');
  const created = await book(user, {
    body: { name: title, roomId: marselis, bookingStart: at(dayFromToday(40), '21:00'), bookingEnd: at(dayFromToday(40), '21:30') },
  });
  const yesterday = dayFromToday(-1);
  await admin.call(contract.booking.update, {
    params: { id: created.id },
    body: { name: title, roomId: marselis, bookingStart: at(yesterday, '21:00'), bookingEnd: at(yesterday, '21:30') },
  });

  await signInToCalendar(page, 'user@roombook.test');
  await openDay(page, aarhus.id, yesterday);
  await booking(page, title).click();
  const details = page.getByRole('dialog', { name: title });
  const edit = details.getByRole('button', { name: 'Edit' });
  const remove = details.getByRole('button', { name: 'Delete' });
  await expect(edit).toBeDisabled();
  await expect(remove).toBeDisabled();
  // Why, written where a touch user sees it too, and told to a screen reader with each button.
  await expect(details.getByText('You can not delete or modify past bookings')).toBeVisible();
  await expect(edit).toHaveAccessibleDescription('You can not delete or modify past bookings');
  await expect(remove).toHaveAccessibleDescription('You can not delete or modify past bookings');
  await edit.click({ force: true });
  await expect(page.getByRole('dialog', { name: 'Edit booking' })).toHaveCount(0);
});

test('the keyboard shortcuts switch views, and T goes back to today', async ({ page }) => {
  await signInToCalendar(page, 'user@roombook.test');
  await hydrated(page);
  const view = (name: string) => calendar(page).getByRole('radio', { name: new RegExp(`^${name}`) });
  await expect(view('Month')).toBeChecked();
  const thisMonth = await calendar(page).getByRole('heading', { level: 2 }).textContent();
  for (const [key, name, param] of [
    ['w', 'Week', 'week'],
    ['x', 'Work week', 'work_week'],
    ['d', 'Day', 'day'],
    ['a', 'Agenda', 'agenda'],
    ['m', 'Month', 'month'],
  ] as const) {
    await page.keyboard.press(key);
    await expect(view(name)).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`view=${param}`));
  }
  const today = dayFromToday(0);
  await calendar(page).getByRole('button', { name: 'Next' }).click();
  await expect(calendar(page).getByRole('heading', { level: 2 })).not.toHaveText(thisMonth ?? '');
  await expect(page).not.toHaveURL(new RegExp(`date=${today}`));
  await page.keyboard.press('t');
  await expect(calendar(page).getByRole('heading', { level: 2 })).toHaveText(thisMonth ?? '');
  await expect(page).toHaveURL(new RegExp(`date=${today}`));
  // Back goes to the month before, as the URL remembers it.
  await page.goBack();
  await expect(calendar(page).getByRole('heading', { level: 2 })).not.toHaveText(thisMonth ?? '');

  // Not while a dialog is open.
  await calendar(page).getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create booking' });
  await dialog.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('w');
  await expect(view('Month')).toBeChecked();
});

test('on a 390 px screen the calendar shows one day', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInToCalendar(page, 'user@roombook.test');
  await expect(page).toHaveURL(/view=day/);
  await expect(calendar(page).getByRole('heading', { level: 2 })).toHaveText(/^\w+day \d{2} \w+ \d{4}$/);
  await context.close();
});

test('the calendar page has no axe violations', async ({ page }) => {
  await signInToCalendar(page, 'owner@roombook.test');
  await hydrated(page);
  await expect(calendar(page).getByRole('button').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the menu leads to the calendar, the meeting rooms and the profile', async ({ page }) => {
  await signInToCalendar(page, 'user@roombook.test');
  const menu = page.getByRole('navigation', { name: 'Main' });

  await menu.getByRole('link', { name: 'Meeting rooms' }).click();
  await expect(page).toHaveURL(/\/meeting-rooms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting rooms' })).toBeVisible();
  // The rooms of both of Nordlys ApS's locations, by name, with the §2 rate text.
  await expect(page.getByRole('rowheader')).toHaveText(['Andersen', 'Aros', 'Blixen', 'Dokk', 'Kierkegaard', 'Marselis']);
  const andersen = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Andersen' }) });
  await expect(andersen.getByRole('cell', { name: '450,00 DKK (562,50 with tax)' })).toBeVisible();
  await expect(page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Kierkegaard' }) }).getByRole('cell', { name: '-', exact: true }).first()).toBeVisible();

  await menu.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  await menu.getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(calendar(page).getByRole('radio', { name: /^Month/ })).toBeChecked();
});

test("the booker adds an expected guest in the booking's details; someone outside the company sees only 'Guest of Nordlys ApS'", async ({ page }) => {
  const user = await apiAs('user@roombook.test');
  const copenhagen = await locationOf(user, COPENHAGEN);
  const day = dayFromToday(46);
  const title = uniqueTitle('Guest meeting');
  const booked = await book(user, { body: { name: title, roomId: copenhagen.room('Andersen').id, bookingStart: at(day, '10:00'), bookingEnd: at(day, '11:00') } });

  await signInToCalendar(page, 'user@roombook.test');
  await openDay(page, copenhagen.id, day);
  await booking(page, title).click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details.getByText(GUEST_MESSAGES.none)).toBeVisible();
  await details.getByLabel(GUEST_MESSAGES.name, { exact: true }).fill('Ada Lovelace');
  await details.getByLabel(GUEST_MESSAGES.email, { exact: true }).fill('ada@example.com');
  await details.getByRole('button', { name: GUEST_MESSAGES.add }).click();
  await expect(details.getByText('Ada Lovelace')).toBeVisible();
  await expect(details.getByText('ada@example.com')).toBeVisible();
  await expect(details.getByText(GUEST_MESSAGES.expected, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await user.call(contract.guest.list, { params: { id: booked.id } })).map((guest) => guest.name)).toEqual(['Ada Lovelace']);

  // The CanteenManager sees Copenhagen's calendar read-only: the guest is there, but not who it is.
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toHaveCount(0);
  await signOut(page);
  await signInToCalendar(page, 'canteen@roombook.test');
  await openDay(page, copenhagen.id, day);
  await booking(page, title).click();
  const seen = page.getByRole('dialog', { name: title });
  await expect(seen.getByText('Guest of Nordlys ApS')).toBeVisible();
  await expect(seen.getByText('Ada Lovelace')).toHaveCount(0);
  await expect(seen.getByText('ada@example.com')).toHaveCount(0);
  await expect(seen.getByRole('button', { name: GUEST_MESSAGES.add })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

/** The one event of a calendar file, and the file's method. */
function calendarEventOf(text: string) {
  const { method, events } = readCalendarFile(text);
  const { uid, sequence, summary, location, start, end } = events[0]!;
  return { method, uid, sequence, summary, location, start, end };
}

test('the booker is e-mailed a calendar file that adds the booking, and one that removes it once it is deleted', async ({ page }, testInfo) => {
  const user = await apiAs('user@roombook.test');
  const copenhagen = await locationOf(user, COPENHAGEN);
  // A retry books on another day: the first try's booking, made in the page, may still be there.
  const day = dayFromToday(38 + testInfo.retry);
  const title = uniqueTitle('Calendar file');

  await signInToCalendar(page, 'user@roombook.test');
  await openDay(page, copenhagen.id, day);
  const dialog = await startBooking(page, '10:00', title, 'Andersen');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Booking successfully created').first()).toBeVisible();

  const booked = await mailTo('user@roombook.test', `Booked: ${title} · roombook`);
  expect(booked.text).toContain(`Your booking ${title} of Andersen (${COPENHAGEN}) is made`);
  // The calendar part that mail programs offer to add, and the same file attached.
  expect(await sourceOf(booked)).toContain('Content-Type: text/calendar; charset=utf-8; method=REQUEST');
  const added = calendarEventOf(await attachmentOf(booked, 'booking.ics'));
  expect(added).toMatchObject({ method: 'REQUEST', sequence: 0, summary: title, location: `Andersen, ${COPENHAGEN}`, start: new Date(at(day, '10:00')).toISOString(), end: new Date(at(day, '11:00')).toISOString() });

  await booking(page, title).click();
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Booking successfully deleted').first()).toBeVisible();

  const cancelled = await mailTo('user@roombook.test', `Cancelled: ${title} · roombook`);
  expect(await sourceOf(cancelled)).toContain('Content-Type: text/calendar; charset=utf-8; method=CANCEL');
  const removed = calendarEventOf(await attachmentOf(cancelled, 'cancelled.ics'));
  expect(removed).toMatchObject({ method: 'CANCEL', uid: added.uid, summary: title });
  expect(removed.sequence).toBeGreaterThan(added.sequence);
});

test('a user books a weekly meeting for three months in one go (the refused week shown), gets one e-mail and feeds with it, and renames one week, then all', async ({ page }, testInfo) => {
  const user = await apiAs('user@roombook.test');
  const admin = await apiAs('admin@roombook.test');
  const copenhagen = await locationOf(user, COPENHAGEN);
  // A retry starts a week later: the first try's series, made in the page, may still be there.
  const day = dayFromToday(50 + 7 * testInfo.retry);
  const weeks = Array.from({ length: 13 }, (_, week) => copenhagenDate(at(day, '12:00')).add({ days: 7 * week }).toString());
  // The third week is taken.
  await book(admin, { body: { name: uniqueTitle('Taken'), roomId: copenhagen.room('Andersen').id, bookingStart: at(weeks[2]!, '14:00'), bookingEnd: at(weeks[2]!, '15:00') } });
  const title = uniqueTitle('Weekly sync');

  await signInToCalendar(page, 'user@roombook.test');
  await openDay(page, copenhagen.id, day);
  const dialog = await startBooking(page, '14:00', title, 'Andersen');
  await dialog.getByRole('button', { name: /Repeat/ }).click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  const count = dialog.getByRole('textbox', { name: 'Occurrences' });
  await count.fill('13');
  await dialog.getByRole('heading', { name: 'Create booking' }).click();
  const list = dialog.getByRole('group', { name: 'Bookings of the series' });
  await expect(list.getByRole('checkbox')).toHaveCount(13);
  await expect(list).toContainText('12 of 13 can be booked');
  const danish = (date: string) => date.split('-').reverse().join('.');
  const taken = list.getByRole('checkbox', { name: `${danish(weeks[2]!)} 14:00 – 15:00` });
  await expect(taken).toBeDisabled();
  await expect(taken).toHaveAccessibleDescription('Please select an available room');
  await dialog.getByRole('button', { name: 'Book 12 bookings' }).click();
  await expect(page.getByText('12 bookings created').first()).toBeVisible();
  // The lists answer at most 42 days at a time: the thirteen weeks in three reads.
  const lists = await Promise.all(
    [0, 5, 10].map((week) => user.call(contract.booking.byLocation, { params: { id: copenhagen.id }, query: { from: at(weeks[week]!, '00:00'), to: at(weeks[Math.min(week + 4, 12)]!, '23:00') } })),
  );
  const series = lists.flat().filter((b) => b.name === title);
  made.push(...series.map((b) => b.id));
  expect(series).toHaveLength(12);
  expect(series.every((b) => b.series?.description === series[0]!.series!.description && b.series.description.startsWith('Repeats weekly on '))).toBe(true);
  const booked = weeks.filter((_, week) => week !== 2).map((date) => new Date(at(date, '14:00')).toISOString());

  // One e-mail, whose calendar file is one event that a calendar program expands to exactly the booked weeks.
  const mail = await mailTo('user@roombook.test', `Booked: ${title} · roombook`);
  expect(mail.text).toContain('12 bookings from');
  expect(mail.text).toContain(`Not booked: ${danish(weeks[2]!)}.`);
  const file = readCalendarFile(await attachmentOf(mail, 'booking.ics'));
  expect(file.events).toHaveLength(1);
  expect(file.events[0]!.occurrences).toEqual(booked);

  // The user's feed and the room's feed, as a calendar program subscribes to them, show the same weeks.
  const links = await user.call(contract.calendarFeed.links);
  const roomLink = links.rooms.find((room) => room.roomName === 'Andersen' && room.locationName === COPENHAGEN)!.url;
  for (const url of [links.bookings, roomLink]) {
    const feed = readCalendarFile(await (await fetch(url)).text());
    const events = feed.events.filter((event) => event.summary === title);
    expect(events.map((event) => event.recurrenceId)).toEqual([null]);
    expect(events[0]!.occurrences).toEqual(booked);
  }

  // The second week is renamed by itself; then all of them are renamed from the first: the second keeps its own name.
  const edit = async (date: string, scope: string, name: string) => {
    await openDay(page, copenhagen.id, date);
    await booking(page, (await nameOn(date))!).click();
    await page.getByRole('dialog', { name: (await nameOn(date))! }).getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit booking' });
    await editor.getByRole('radio', { name: scope }).check({ force: true });
    await editor.getByRole('textbox', { name: 'Title' }).fill(name);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Booking successfully updated').first()).toBeVisible();
  };
  const nameOn = async (date: string) =>
    (await user.call(contract.booking.byLocation, { params: { id: copenhagen.id }, query: { from: at(date, '00:00'), to: at(date, '23:00') } })).find((b) => b.series?.id === series[0]!.series!.id)?.name;
  const single = uniqueTitle('Just this week');
  const renamed = uniqueTitle('Weekly sync, renamed');
  await edit(weeks[1]!, 'This booking', single);
  await edit(weeks[0]!, 'All bookings of the series', renamed);
  const names = await Promise.all(weeks.filter((_, week) => week !== 2).map(nameOn));
  expect(names).toEqual([renamed, single, ...Array(10).fill(renamed)]);
  // One e-mail tells the change of the eleven, each that date of the same series in the user's calendar.
  const changed = await mailTo('user@roombook.test', `Changed: ${renamed} · roombook`);
  const moved = readCalendarFile(await attachmentOf(changed, 'booking.ics')).events;
  expect(moved).toHaveLength(11);
  expect(new Set(moved.map((event) => event.uid))).toEqual(new Set([file.events[0]!.uid]));
});
