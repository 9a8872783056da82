import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { BOOKING_STATUS_LABELS, TIME_ZONE } from '@roombook/domain/constants';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, SUCCESS, TEXTS } from '@roombook/domain/messages';
import type { Booking } from '@roombook/domain/bookings/schemas';
import { MockStore } from '@roombook/mocks/handlers';
import { DOWNLOAD_EXCEL_LABEL } from '../../DownloadButton/DownloadButton';
import { REPORT_FILTER_TEXTS as F } from '../../ReportFilters/texts';
import { REPORT_TABLE_TEXTS as R } from '../../ReportTable/texts';
import { loadedData, useStoryLoad } from '../storyApi';
import { inMainRegion, StoryPage, useStoryToasts } from '../storyPage';
import { cellTexts, expectAllColumnsShown, expectInWindow, expectRowShownWhole } from '../storyTable';
import {
  choose,
  expectServerError,
  failsWith,
  kr,
  MARCH_END,
  MARCH_START,
  neverAnswers,
  setUpReportStory,
  useStoryReport,
  type ReportStoryState,
} from '../storyReports';
import { BookingReportScreen } from './BookingReportScreen';

/** Tuesday 17 March 2026, 11:00 in Copenhagen: the mocks' calendar bookings fill March 2026, some still ahead. */
const NOW = '2026-03-17T10:00:00Z';
const EXPORT_URL = '/booking-report/export.xlsx';

const story: ReportStoryState = { store: new MockStore(), token: '', downloads: [] };

/**
 * The booking report for a SuperAdmin fed by the MSW handlers of `mocks/`: rooms and companies load on
 * entry, then the report on request, its outcome toasted as the web's route would.
 */
function BookingReportStory() {
  const { queue, toast } = useStoryToasts();
  const [rooms] = useStoryLoad(contract.room.list, story.token);
  const [companies] = useStoryLoad(contract.company.list, story.token);
  const report = useStoryReport(contract.report.booking, story.token, toast);
  return (
    <StoryPage queue={queue}>
      <BookingReportScreen rooms={loadedData(rooms)} companies={loadedData(companies)} now={NOW} exportHref={EXPORT_URL} {...report} />
    </StoryPage>
  );
}

const meta = {
  title: 'Screens/Booking report',
  component: BookingReportStory,
  parameters: { layout: 'fullscreen' },
  decorators: [inMainRegion],
  beforeEach: ({ msw }) =>
    setUpReportStory(story, msw, { now: NOW, email: 'superadmin@roombook.test', exportUrl: EXPORT_URL, workbook: 'PK booking workbook' }),
} satisfies Meta<typeof BookingReportStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------------------------------------------
// Expected values, computed here from the store's calendar bookings (not by the code under test)

/** The calendar's bookings that start in March, in start order. */
const marchBookings = () =>
  story.store.calendar.bookings
    .filter((b) => Date.parse(b.bookingStart) >= MARCH_START && Date.parse(b.bookingStart) < MARCH_END)
    .sort((a, b) => Date.parse(a.bookingStart) - Date.parse(b.bookingStart));

const MINUTE = 60_000;
const minutesOf = (booking: Booking) => (Date.parse(booking.bookingEnd) - Date.parse(booking.bookingStart)) / MINUTE;
const rateOf = (booking: Booking) => story.store.rooms.find((room) => room.id === booking.roomId)?.hourlyRate ?? 0;
/** Undiscounted line total in øre: duration × rate (the fixtures' lines come out in whole øre). */
const lineTotal = (booking: Booking) => Math.round((minutesOf(booking) * rateOf(booking)) / 60);
const started = (booking: Booking) => Date.parse(booking.bookingStart) <= Date.parse(NOW);
/** The booking's company's discount in percent (the store's; the fixtures' discounts are whole numbers). */
const discountOf = (booking: Booking) => story.store.companies.find((company) => company.id === booking.user.company?.id)?.discount ?? 0;
/** 'DD.MM.YYYY HH:mm' in Copenhagen, from the browser's own time-zone data. */
const copenhagen = (iso: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
};

const request = async () => {
  const button = screen.getByRole('button', { name: TEXTS.reports.requestData });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
};

const ids = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);

// ---------------------------------------------------------------------------------------------------

/** The defaults (all rooms, completed bookings, all companies, March): only bookings that have started. */
export const Default: Story = {
  play: async () => {
    await request();
    await expect(await screen.findByRole('alertdialog', { name: SUCCESS.reportProcessed })).toBeVisible();
    const completed = marchBookings().filter(started);
    await expect(completed.length).toBeGreaterThan(0);
    await expect(completed.length).toBeLessThan(marchBookings().length);
    await expect(await screen.findByText(`Total: ${kr(completed.reduce((sum, b) => sum + lineTotal(b), 0))} kr.`)).toBeVisible();
    // Danish grouping and decimals (ADR 023), never '26,606.01'.
    await expect(screen.getByText('Total: 26.606,01 kr.')).toBeVisible();
    // Each line less its company's discount, rounded once (the store's discounts: Nordlys 10 %, Fjord 0 %).
    const withDiscount = completed.reduce((sum, b) => sum + lineTotal(b) - Math.round((lineTotal(b) * discountOf(b)) / 100), 0);
    await expect(screen.getByText(`Total with discount: ${kr(withDiscount)} kr.`)).toBeVisible();
    const table = screen.getByRole('table', { name: R.bookingReport });
    await waitFor(() => expect(ids(table)).toEqual(completed.map((b) => String(b.id))));

    const first = completed[0]!;
    await expect(cellTexts(within(table).getByRole('rowheader', { name: String(first.id) }).closest('tr')!)).toEqual([
      first.room.name,
      first.user.firstName,
      first.user.lastName,
      first.user.company?.name ?? R.none,
      copenhagen(first.bookingStart),
      copenhagen(first.bookingEnd),
      String(minutesOf(first) / 60),
      kr(rateOf(first)),
      kr(lineTotal(first)),
    ]);
  },
};

/** Before the first request the table says how to ask for the report, not that there are no bookings. */
export const NotRequested: Story = {
  name: 'Not requested yet',
  play: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: TEXTS.reports.requestData })).toBeEnabled());
    await expect(screen.getByText('Choose a period, then press Request Data')).toBeVisible();
    await expect(screen.queryByText(R.noBookings)).not.toBeInTheDocument();
    await expect(screen.queryByText(/^Total[\w %]*: /)).not.toBeInTheDocument();
  },
};

/** ALL bookings of one company in one room. */
export const OneRoomAllBookings: Story = {
  play: async () => {
    await choose(F.room, 'Fjord');
    await choose(F.bookingStatus, BOOKING_STATUS_LABELS.ALL);
    await choose(F.company, 'Nordlys ApS');
    await request();
    const expected = marchBookings().filter((b) => b.roomId === 2 && b.user.company?.id === 1);
    await expect(expected.length).toBeGreaterThan(0);
    await expect(await screen.findByText(`Total: ${kr(expected.reduce((sum, b) => sum + lineTotal(b), 0))} kr.`)).toBeVisible();
    await expect(screen.getByText('Total: 2.250,00 kr.')).toBeVisible();
    await expect(ids(screen.getByRole('table', { name: R.bookingReport }))).toEqual(expected.map((b) => String(b.id)));
  },
};

export const Download: Story = {
  play: async () => {
    await request();
    await userEvent.click(await screen.findByRole('button', { name: DOWNLOAD_EXCEL_LABEL }));
    await waitFor(() => expect(story.downloads.map((file) => file.fileName)).toEqual(['booking-report_2026-03-01_2026-03-31.xlsx']));
  },
};

export const Loading: Story = {
  // The request never answers: the visual check pictures the page with it still in flight.
  parameters: { visual: { openRequests: 1 } },
  beforeEach: ({ msw }) => {
    msw.use(neverAnswers(contract.report.booking));
  },
  play: async () => {
    await request();
    await expect(await screen.findByRole('progressbar', { name: R.loading })).toBeVisible();
  },
};

/** A month without bookings: an empty report totalling 0,00 kr. */
export const Empty: Story = {
  beforeEach: () => {
    story.store.calendar.bookings = [];
  },
  play: async () => {
    await request();
    await expect(await screen.findByText('Total: 0,00 kr.')).toBeVisible();
    await expect(screen.getByText(R.noBookings)).toBeVisible();
    await expect(screen.queryByText(R.notRequested)).not.toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  beforeEach: ({ msw }) => {
    msw.use(failsWith(contract.report.booking, 403, ERRORS.forbidden));
  },
  play: async () => {
    await request();
    await expectServerError(ERRORS.forbidden);
  },
};

/** While rooms and companies load, the filters are disabled. */
export const Disabled: Story = {
  name: 'Lists loading (disabled)',
  // The request never answers: the visual check pictures the page with it still in flight.
  parameters: { visual: { openRequests: 1 } },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(`*${contract.room.list.path}`, async () => {
        await delay('infinite');
      }),
    );
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: new RegExp(` ${F.room}$`) })).toBeDisabled();
    await expect(screen.getByRole('button', { name: TEXTS.reports.requestData })).toBeDisabled();
  },
};

/** A booking by the company with the long name, by the booker with the long name. */
export const LongText: Story = {
  beforeEach: () => {
    const start = Date.parse('2026-03-09T13:00:00Z');
    story.store.calendar.bookings = [
      ...story.store.calendar.bookings,
      story.store.calendar.build({
        id: 9001,
        name: 'Competition jury: the new harbour bath and the landscape around it',
        roomId: 1,
        bookingStart: new Date(start).toISOString(),
        bookingEnd: new Date(start + 135 * MINUTE).toISOString(),
        user: { userId: 201, firstName: 'Bartholomæus Christoffer', lastName: 'Vestergaard-Rasmussen', companyId: 4 },
      }),
    ];
  },
  play: async () => {
    await choose(F.company, 'Østerbro Arkitekter og Landskabsrådgivning Interessentskab');
    await request();
    const table = await screen.findByRole('table', { name: R.bookingReport });
    await waitFor(() => expect(ids(table)).toEqual(['9001']));
    await expect(within(table).getByText('Bartholomæus Christoffer')).toBeVisible();
    await expect(within(table).getByText('Østerbro Arkitekter og Landskabsrådgivning Interessentskab')).toBeVisible();
    // 2 h 15 min at Skagen's 600,00 kr.
    await expect(screen.getByText(`Total: ${kr(Math.round((135 * rateOf(story.store.calendar.bookings.at(-1)!)) / 60))} kr.`)).toBeVisible();
  },
};

/** A 390 px phone (ADR 088): each booking is a card with all ten fields, its amounts too; the totals above. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await request();
    const first = marchBookings().filter(started)[0]!;
    await expectRowShownWhole(canvasElement, String(first.id), { hasControls: false });
    const card = within(screen.getByRole('rowheader', { name: String(first.id) }).closest('tr')!);
    for (const amount of [kr(rateOf(first)), kr(lineTotal(first))]) await expect(card.getByText(amount)).toBeVisible();
    await expectInWindow(screen.getByText('Total: 26.606,01 kr.'));
    await expectInWindow(screen.getByText(/^Total with discount: /));
  },
};

/** At 1280 px, beside the shell's menu, every column shows whole without scrolling sideways. */
export const AtDesktopWidth: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { shell: { path: '/booking-report', email: 'superadmin@roombook.test' } },
  play: async () => {
    await expect(window.innerWidth).toBe(1280);
    await request();
    await expect(await screen.findByText('Total: 26.606,01 kr.')).toBeVisible();
    const table = screen.getByRole('table', { name: R.bookingReport });
    await waitFor(() => expect(ids(table).length).toBeGreaterThan(0));
    await expectAllColumnsShown(screen.getByRole('region', { name: R.bookingReport }));
  },
};
