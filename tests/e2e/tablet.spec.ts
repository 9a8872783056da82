import { expect, test, type Page } from '@playwright/test';
import { contract } from '@roombook/domain/contract/index';
import { TABLET_MESSAGES } from '@roombook/domain/tablet/page';
import { bookNowInterval } from '@roombook/domain/tablet/rules/tablet-actions';
import { dayWindow } from '@roombook/domain/time/windows';
import { apiAs, locationOf, uniqueTitle } from './api';
import { expectNoAxeViolations, hydrated, setApiClockAhead, signIn } from './fixtures';
import { mailTo } from './mail';

/**
 * The room tablet (issue 29 §1, docs/decisions/100): a tablet opens a room's tablet URL from Manage rooms with no
 * one signed in, shows the room, follows its bookings by itself, and is refused once the URL is reset.
 */

const COPENHAGEN = 'Copenhagen Harbour House';
const QUARTER_MS = 15 * 60_000;

/** A room of its own at Copenhagen, made by the Admin, so that no other test books it or resets its URL. */
async function newRoom() {
  const admin = await apiAs('admin@roombook.test');
  const user = await apiAs('user@roombook.test');
  const copenhagen = await locationOf(user, COPENHAGEN);
  const room = await admin.call(contract.room.create, {
    body: { name: uniqueTitle('Tablet room'), rules: 'End on time', seatsNumber: 6, dailyLimit: 8, weeklyLimit: 20, hourlyRate: 10_000, locationId: copenhagen.id, features: [] },
  });
  return { admin, user, room };
}

const openTablet = async (page: Page, code: string) => {
  await page.goto(`/code/${code}`);
  await hydrated(page);
};

test('a tablet opened at its room’s URL shows the room and its day, follows a new booking and is refused once the URL is reset', async ({ page }) => {
  const { admin, user, room } = await newRoom();
  try {
    await openTablet(page, room.code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(room.name);
    await expect(page.getByText(TABLET_MESSAGES.free, { exact: true })).toBeVisible();
    await expect(page.getByText(TABLET_MESSAGES.nothingLater)).toBeVisible();
    // No one is signed in on a tablet: no menu, no sign-in.
    await expect(page.getByRole('navigation')).toHaveCount(0);

    // A booking made elsewhere shows within a few seconds (it polls), when a quarter hour of today is left.
    const now = Date.now();
    const start = Math.ceil((now + 60_000) / QUARTER_MS) * QUARTER_MS;
    if (start + QUARTER_MS <= dayWindow(new Date(now).toISOString()).end.epochMilliseconds) {
      const title = uniqueTitle('Stand-up');
      await user.call(contract.booking.create, {
        body: { name: title, roomId: room.id, bookingStart: new Date(start).toISOString(), bookingEnd: new Date(start + QUARTER_MS).toISOString() },
      });
      await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible({ timeout: 15_000 });
    }
    // So does a change to the room.
    const renamed = uniqueTitle('Renamed room');
    await admin.call(contract.room.update, {
      params: { id: room.id },
      body: { name: renamed, rules: 'End on time', seatsNumber: 6, dailyLimit: 8, weeklyLimit: 20, hourlyRate: 10_000, locationId: room.locationId, features: [] },
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed, { timeout: 15_000 });

    // Reset URL: the old tablet asks to be set up again at its next poll, and so does its URL; the new URL works.
    const reset = await admin.call(contract.room.resetCode, { params: { id: room.id } });
    await expect(page.getByRole('heading', { name: TABLET_MESSAGES.setUpAgain })).toBeVisible({ timeout: 15_000 });
    await openTablet(page, room.code);
    await expect(page.getByRole('heading', { name: TABLET_MESSAGES.setUpAgain })).toBeVisible();
    await openTablet(page, reset.code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
  } finally {
    await admin.call(contract.room.delete, { params: { id: room.id } });
  }
});

test('a tablet that loses the network keeps its last state, says it is offline, and recovers by itself', async ({ page, context }) => {
  const { admin, room } = await newRoom();
  try {
    await openTablet(page, room.code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(room.name);
    await context.setOffline(true);
    await expect(page.getByRole('status')).toContainText(TABLET_MESSAGES.offline, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(room.name);
    await context.setOffline(false);
    await expect(page.getByRole('status')).toHaveCount(0, { timeout: 15_000 });
  } finally {
    await admin.call(contract.room.delete, { params: { id: room.id } });
  }
});

test('an Admin sets a tablet up from Manage rooms: the tablet URL shown there, and its QR code, open the room', async ({ page, browser, baseURL }) => {
  const { admin, room } = await newRoom();
  const tablet = await browser.newContext({ viewport: { width: 800, height: 1280 } });
  try {
    await signIn(page, 'admin@roombook.test');
    // Signed in (the form's answer has set the session) before the next page is asked for.
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await page.goto('/manage-rooms');
    await hydrated(page);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: room.name, exact: true }) });
    await row.getByRole('button', { name: `${room.name} details` }).click();
    const url = page.getByRole('group', { name: `Tablet URL of ${room.name}` });
    await url.getByRole('button', { name: 'Show' }).click();
    const shown = `${baseURL}/code/${room.code}`;
    await expect(url).toContainText(shown);
    await url.getByRole('button', { name: 'QR code' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('img', { name: `QR code of the tablet URL of ${room.name}` })).toBeVisible();
    await expect(dialog).toContainText(shown);

    // The tablet opens what the Admin sees, with no one signed in on it.
    const onTablet = await tablet.newPage();
    await onTablet.goto(shown);
    await hydrated(onTablet);
    await expect(onTablet.getByRole('heading', { level: 1 })).toHaveText(room.name);
  } finally {
    await tablet.close();
    await admin.call(contract.room.delete, { params: { id: room.id } });
  }
});

test('someone books the room at its tablet with their company and PIN, then extends it and ends it early', async ({ page }) => {
  const { admin, user, room } = await newRoom();
  try {
    // Book now from this quarter hour, extended by 15 minutes, must end today (the suites also run late at night).
    const now = Date.now();
    test.skip(Date.parse(bookNowInterval(now + 60_000, 15).bookingEnd) + QUARTER_MS > dayWindow(new Date(now).toISOString()).end.epochMilliseconds, 'less than 45 minutes of today are left');
    const me = await user.call(contract.auth.me);
    await openTablet(page, room.code);
    const identify = async (button: RegExp, title: RegExp) => {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByRole('button', { name: /Company/ }).click();
      await page.getByRole('option', { name: me.company!.name }).click();
      for (const digit of me.pinCode!) await dialog.getByRole('button', { name: digit, exact: true }).click();
      await dialog.getByRole('button', { name: TABLET_MESSAGES.confirm }).click();
      await expect(dialog).toHaveCount(0);
    };

    await identify(/^15 min/, /^Book until/);
    await expect(page.getByText(/^Booked until \d\d:\d\d$/)).toBeVisible();
    await expect(page.getByText(TABLET_MESSAGES.busy, { exact: true })).toBeVisible();
    // It is the User's booking, in the calendar too.
    const day = dayWindow(new Date().toISOString());
    const listed = await user.call(contract.booking.byRoom, { params: { id: room.id }, query: { from: day.start.toString(), to: day.end.toString() } });
    expect(listed.map((b) => [b.name, b.userId])).toEqual([[TABLET_MESSAGES.bookNowTitle, me.id]]);
    const booked = listed[0]!;

    await identify(new RegExp(`^${TABLET_MESSAGES.extend}`), /^Extend until/);
    await expect(page.getByText(/^Extended until \d\d:\d\d$/)).toBeVisible();
    const [extended] = await user.call(contract.booking.byRoom, { params: { id: room.id }, query: { from: day.start.toString(), to: day.end.toString() } });
    expect(Date.parse(extended!.bookingEnd) - Date.parse(booked.bookingEnd)).toBe(QUARTER_MS);

    await identify(new RegExp(`^${TABLET_MESSAGES.endEarly}`), /^End the booking at/);
    await expect(page.getByText(/^Ended early: the room is free from \d\d:\d\d$/)).toBeVisible();
    const [ended] = await user.call(contract.booking.byRoom, { params: { id: room.id }, query: { from: day.start.toString(), to: day.end.toString() } });
    expect(Date.parse(ended!.bookingEnd)).toBeLessThan(Date.parse(extended!.bookingEnd));
  } finally {
    await admin.call(contract.room.delete, { params: { id: room.id } });
  }
});

test('where a location asks for check-in, someone of the company checks the meeting in at the tablet with their PIN', async ({ page }) => {
  const [superAdmin, admin, user] = await Promise.all([apiAs('superadmin@roombook.test'), apiAs('admin@roombook.test'), apiAs('user@roombook.test')]);
  const me = await user.call(contract.auth.me);
  const nordlys = (await admin.call(contract.company.list)).find((c) => c.id === me.company!.id)!;
  // A location of its own that asks for check-in, where the User's company rents, and a room there.
  const house = await superAdmin.call(contract.location.create, { body: { name: uniqueTitle('Check-in house'), description: 'Every meeting checks in at the door.', checkInRequired: true } });
  await admin.call(contract.company.update, { params: { id: nordlys.id }, body: { locations: [...nordlys.locations.map((l) => l.id), house.id] } });
  const room = await admin.call(contract.room.create, {
    body: { name: uniqueTitle('Door room'), rules: 'Check in first', seatsNumber: 6, dailyLimit: 8, weeklyLimit: 20, hourlyRate: 10_000, locationId: house.id, features: [] },
  });
  try {
    // A start whose check-in is open now: this quarter hour's in its first minutes, else the next one's; made ahead
    // by the User, then put there by the Admin (who may put a booking where its start has passed, §6).
    const now = Date.now();
    const floor = Math.floor(now / QUARTER_MS) * QUARTER_MS;
    const start = now - floor < 8 * 60_000 ? floor : floor + QUARTER_MS;
    test.skip(start + 2 * QUARTER_MS > dayWindow(new Date(now).toISOString()).end.epochMilliseconds, 'less than half an hour of today is left');
    const ahead = { bookingStart: new Date(start + 8 * QUARTER_MS).toISOString(), bookingEnd: new Date(start + 10 * QUARTER_MS).toISOString() };
    const title = uniqueTitle('Door meeting');
    const booked = await user.call(contract.booking.create, { body: { name: title, roomId: room.id, ...ahead } });
    const interval = { bookingStart: new Date(start).toISOString(), bookingEnd: new Date(start + 2 * QUARTER_MS).toISOString() };
    await admin.call(contract.booking.update, { params: { id: booked.id }, body: { name: title, roomId: room.id, ...interval } });

    await openTablet(page, room.code);
    // Going on, the booking says by when; about to start, it is listed with Check in above.
    if (start <= now) await expect(page.getByText(/^Check in by \d\d:\d\d, or the room is released$/)).toBeVisible();
    await page.getByRole('button', { name: `${TABLET_MESSAGES.checkIn} ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: TABLET_MESSAGES.confirmHeading.checkIn });
    await dialog.getByRole('button', { name: /Company/ }).click();
    await page.getByRole('option', { name: me.company!.name }).click();
    for (const digit of me.pinCode!) await dialog.getByRole('button', { name: digit, exact: true }).click();
    await dialog.getByRole('button', { name: TABLET_MESSAGES.confirm }).click();
    await expect(page.getByText(TABLET_MESSAGES.checkedInDone)).toBeVisible();
    await expect(page.getByText(TABLET_MESSAGES.checkedIn, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^${TABLET_MESSAGES.checkIn}`) })).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    await admin.call(contract.room.delete, { params: { id: room.id } });
    await admin.call(contract.company.update, { params: { id: nordlys.id }, body: { locations: nordlys.locations.map((l) => l.id) } });
    await superAdmin.call(contract.location.delete, { params: { id: house.id } });
  }
});

test('a meeting no one checks in is released 10 minutes after its start: the tablet shows the room free, the booker is told', async ({ page }) => {
  const [superAdmin, admin, user] = await Promise.all([apiAs('superadmin@roombook.test'), apiAs('admin@roombook.test'), apiAs('user@roombook.test')]);
  const me = await user.call(contract.auth.me);
  const nordlys = (await admin.call(contract.company.list)).find((c) => c.id === me.company!.id)!;
  const house = await superAdmin.call(contract.location.create, { body: { name: uniqueTitle('Release house'), description: 'Meetings check in or are released.', checkInRequired: true } });
  await admin.call(contract.company.update, { params: { id: nordlys.id }, body: { locations: [...nordlys.locations.map((l) => l.id), house.id] } });
  const room = await admin.call(contract.room.create, {
    body: { name: uniqueTitle('Release room'), rules: 'Check in first', seatsNumber: 6, dailyLimit: 8, weeklyLimit: 20, hourlyRate: 10_000, locationId: house.id, features: [] },
  });
  try {
    // A meeting at the next quarter hour; then the API's clock is put 11 minutes past its start (its check-in closed).
    const now = Date.now();
    const start = (Math.floor(now / QUARTER_MS) + 1) * QUARTER_MS;
    test.skip(start + 2 * QUARTER_MS > dayWindow(new Date(now).toISOString()).end.epochMilliseconds, 'less than half an hour of today is left');
    const title = uniqueTitle('Forgotten meeting');
    const interval = { bookingStart: new Date(start).toISOString(), bookingEnd: new Date(start + 2 * QUARTER_MS).toISOString() };
    await user.call(contract.booking.create, { body: { name: title, roomId: room.id, ...interval } });
    await openTablet(page, room.code);
    await expect(page.getByRole('listitem').getByText(title)).toBeVisible();

    await setApiClockAhead(start + 11 * 60_000 - Date.now());
    // The check-in job runs every 30 seconds; the tablet asks for its state every 5.
    await expect(page.getByText(title)).toHaveCount(0, { timeout: 60_000 });
    await expect(page.getByText(TABLET_MESSAGES.free, { exact: true })).toBeVisible();
    const mail = await mailTo(me.email, `${title} was released · roombook`);
    expect(mail.text).toContain(`No one checked in for your booking ${title} of ${room.name}`);
  } finally {
    await setApiClockAhead(0);
    await admin.call(contract.room.delete, { params: { id: room.id } });
    await admin.call(contract.company.update, { params: { id: nordlys.id }, body: { locations: nordlys.locations.map((l) => l.id) } });
    await superAdmin.call(contract.location.delete, { params: { id: house.id } });
  }
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 800, height: 1280 },
  { width: 390, height: 844 },
]) {
  test(`the tablet page has no axe violations and fits at ${viewport.width} × ${viewport.height}`, async ({ browser }) => {
    const { admin, room } = await newRoom();
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    try {
      await openTablet(page, room.code);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(room.name);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await openTablet(page, 'A'.repeat(22));
      await expect(page.getByRole('heading', { name: TABLET_MESSAGES.setUpAgain })).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
      await admin.call(contract.room.delete, { params: { id: room.id } });
    }
  });
}
