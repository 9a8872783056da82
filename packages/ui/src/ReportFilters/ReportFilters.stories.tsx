import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BOOKING_STATUS_LABELS } from '@roombook/domain/constants';
import { TEXTS, VALIDATION } from '@roombook/domain/messages';
import { BookingReportFilters, CanteenReportFilters, CompanyCanteenReportFilters } from './ReportFilters';
import { REPORT_FILTER_TEXTS as T } from './texts';
import { whenInPlace } from '../storyUtils';

/** Tuesday 17 March 2026, 11:00 in Copenhagen: the default range is March 2026. */
const NOW = '2026-03-17T10:00:00Z';
/** March 2026 as the API gets it: Copenhagen midnights (CET, then CEST), the end exclusive. */
const MARCH = { startDate: '2026-02-28T23:00:00Z', endDate: '2026-03-31T22:00:00Z' };

const CANTEENS = [
  { id: 1, location: { name: 'Copenhagen Harbour' } },
  { id: 2, location: { name: 'Aarhus Central' } },
];
const COMPANIES = [
  { id: 1, name: 'Nordlys ApS' },
  { id: 2, name: 'Fjord Consulting' },
  { id: 3, name: 'Hygge Design ApS' },
];
const ROOMS = [
  { id: 2, name: 'Fjord' },
  { id: 4, name: 'Kattegat' },
];

const requestButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: TEXTS.reports.requestData });

/** The day, month and year segments of a date field, as a text ('01/03/2026'). */
const dateText = (canvasElement: HTMLElement, label: string) =>
  within(within(canvasElement).getByRole('group', { name: label }))
    .getAllByRole('spinbutton')
    .map((segment) => segment.textContent)
    .join('/');

/** Picks an option of a Select with the mouse. */
async function choose(canvasElement: HTMLElement, label: string, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(`${label}$`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Types a date into a date field, segment by segment (DD, MM, yyyy). */
async function typeDate(canvasElement: HTMLElement, label: string, ddmmyyyy: string) {
  const [day] = within(within(canvasElement).getByRole('group', { name: label })).getAllByRole('spinbutton');
  await userEvent.click(day!);
  await userEvent.keyboard(ddmmyyyy.replaceAll('/', ''));
}

const meta = {
  title: 'Reports/ReportFilters',
  component: CanteenReportFilters,
  args: { canteens: CANTEENS, companies: COMPANIES, now: NOW, onRequest: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CanteenReportFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The canteen report's filters: the current month, company All; 'Request Data' waits for a canteen. */
export const CanteenReport: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(dateText(canvasElement, T.startDate)).toBe('01/03/2026');
    await expect(dateText(canvasElement, T.endDate)).toBe('31/03/2026');
    await expect(canvas.getByRole('button', { name: new RegExp(`${T.company}$`) })).toHaveTextContent(T.all);
    await expect(requestButton(canvasElement)).toBeDisabled();

    await choose(canvasElement, T.canteen, 'Copenhagen Harbour');
    await expect(requestButton(canvasElement)).toBeEnabled();
    await userEvent.click(requestButton(canvasElement));
    await expect(args.onRequest).toHaveBeenCalledWith({ canteen: 1, company: 0, ...MARCH });
  },
};

/**
 * The only canteen the user can choose (a CanteenManager's) is chosen from the start: 'Request Data' is ready,
 * and a plain post (without JavaScript) sends it with the other fields as the page's action reads them.
 */
export const OnlyCanteen: Story = {
  args: { canteens: [CANTEENS[0]!] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: new RegExp(`${T.canteen}$`) })).toHaveTextContent('Copenhagen Harbour');
    await expect(canvas.queryByText(VALIDATION.reportRequired)).not.toBeInTheDocument();
    const form = canvas.getByRole<HTMLFormElement>('form', { name: T.canteenFilters });
    await expect(form.method).toBe('post');
    await expect(Object.fromEntries(new FormData(form))).toEqual({ canteen: '1', company: '0', startDate: '2026-03-01', endDate: '2026-03-31' });
    await userEvent.click(requestButton(canvasElement));
    await expect(args.onRequest).toHaveBeenCalledWith({ canteen: 1, company: 0, ...MARCH });
  },
};

/** Guests are sent as the empty company (§9 sentinel); one company as its id. */
export const GuestsAndOneCompany: Story = {
  play: async ({ args, canvasElement }) => {
    await choose(canvasElement, T.canteen, 'Aarhus Central');
    await choose(canvasElement, T.company, T.guests);
    await userEvent.click(requestButton(canvasElement));
    await expect(args.onRequest).toHaveBeenLastCalledWith({ canteen: 2, company: '', ...MARCH });
    await choose(canvasElement, T.company, 'Hygge Design ApS');
    await userEvent.click(requestButton(canvasElement));
    await expect(args.onRequest).toHaveBeenLastCalledWith({ canteen: 2, company: 3, ...MARCH });
  },
};

/** Keyboard only: Tab to the canteen, open it with the arrow key, pick, Tab on, Enter on 'Request Data'. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: new RegExp(`${T.canteen}$`) })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    requestButton(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRequest).toHaveBeenCalledWith({ canteen: 2, company: 0, ...MARCH });
  },
};

/** Leaving the canteen empty says 'Required' (§5). */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canteen = within(canvasElement).getByRole('button', { name: new RegExp(`${T.canteen}$`) });
    await expect(within(canvasElement).queryByText(VALIDATION.reportRequired)).not.toBeInTheDocument();
    await userEvent.tab();
    await waitFor(() => expect(canteen).toHaveFocus());
    await userEvent.tab();
    await expect(within(canvasElement).getByText(VALIDATION.reportRequired)).toBeVisible();
    await expect(requestButton(canvasElement)).toBeDisabled();
  },
};

/** A date that is not complete, or an end before the start, says 'Invalid Date' (§5) and blocks the request. */
export const InvalidDate: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, T.canteen, 'Copenhagen Harbour');
    // An end before the start.
    await typeDate(canvasElement, T.endDate, '28/02/2026');
    await expect(dateText(canvasElement, T.endDate)).toBe('28/02/2026');
    await expect(canvas.getByRole('group', { name: T.endDate })).toHaveAccessibleDescription(new RegExp(`${VALIDATION.invalidDate}$`));
    await expect(requestButton(canvasElement)).toBeDisabled();
    // Back in order, then the start cleared: day, month and year.
    await typeDate(canvasElement, T.endDate, '15/03/2026');
    await expect(requestButton(canvasElement)).toBeEnabled();
    const day = within(canvas.getByRole('group', { name: T.startDate })).getAllByRole('spinbutton')[0]!;
    await userEvent.click(day);
    await userEvent.keyboard('{Backspace}{ArrowRight}{Backspace}{ArrowRight}{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(dateText(canvasElement, T.startDate)).toBe('dd/mm/yyyy');
    await expect(canvas.getByRole('group', { name: T.startDate })).toHaveAccessibleDescription(new RegExp(`${VALIDATION.invalidDate}$`));
    await expect(requestButton(canvasElement)).toBeDisabled();
    await expect(args.onRequest).not.toHaveBeenCalled();
  },
};

/** A one-day report: a date typed DD/MM/yyyy gives Copenhagen's midnights, the end's day included. */
export const TypedRange: Story = {
  play: async ({ args, canvasElement }) => {
    await choose(canvasElement, T.canteen, 'Copenhagen Harbour');
    await typeDate(canvasElement, T.startDate, '25/10/2026');
    await typeDate(canvasElement, T.endDate, '25/10/2026');
    await userEvent.click(requestButton(canvasElement));
    // The autumn DST Sunday has 25 hours.
    await expect(args.onRequest).toHaveBeenCalledWith({
      canteen: 1,
      company: 0,
      startDate: '2026-10-24T22:00:00Z',
      endDate: '2026-10-25T23:00:00Z',
    });
  },
};

/** A request is on its way: 'Request Data' is busy and takes no presses. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    await choose(canvasElement, T.canteen, 'Copenhagen Harbour');
    await expect(requestButton(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(requestButton(canvasElement));
    await expect(args.onRequest).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: new RegExp(`${T.canteen}$`) })).toBeDisabled();
    await expect(requestButton(canvasElement)).toBeDisabled();
  },
};

/** No canteens yet (the list is loading or empty): nothing to choose, no request. */
export const NoCanteens: Story = {
  args: { canteens: [] },
  play: async ({ canvasElement }) => {
    await expect(requestButton(canvasElement)).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    canteens: [{ id: 1, location: { name: 'Copenhagen Harbour, building C, ground floor next to the reception' } }],
    companies: [{ id: 4, name: 'Østerbro Arkitekter og Landskabsrådgivning Interessentskab' }],
  },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, T.canteen, 'Copenhagen Harbour, building C, ground floor next to the reception');
    await choose(canvasElement, T.company, 'Østerbro Arkitekter og Landskabsrådgivning Interessentskab');
    const form = within(canvasElement).getByRole('form', { name: T.canteenFilters });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
  },
};

/** 600 px: the filters wrap into two columns; no field overlaps another or is wider than the screen. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Measured once the layout has settled (the fonts arrive after the first layout).
    await whenInPlace(canvas.getByRole('group', { name: T.endDate }));
    const start = canvas.getByRole('group', { name: T.startDate }).getBoundingClientRect();
    const end = canvas.getByRole('group', { name: T.endDate }).getBoundingClientRect();
    // Beside it or below it, never over it.
    await expect(end.left >= start.right || end.top >= start.bottom).toBe(true);
    await expect(end.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The company canteen report: canteen, start and end. */
export const CompanyCanteenReport: Story = {
  render: (args) => <CompanyCanteenReportFilters canteens={CANTEENS} now={NOW} onRequest={args.onRequest} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: new RegExp(`${T.company}$`) })).not.toBeInTheDocument();
    await expect(requestButton(canvasElement)).toBeDisabled();
    await choose(canvasElement, T.canteen, 'Copenhagen Harbour');
    await userEvent.click(requestButton(canvasElement));
    await expect(args.onRequest).toHaveBeenCalledWith({ canteen: 1, ...MARCH });
  },
};

/** The company canteen report of a company at one location: its canteen is chosen from the start. */
export const CompanyCanteenReportOnlyCanteen: Story = {
  render: (args) => <CompanyCanteenReportFilters canteens={[CANTEENS[1]!]} now={NOW} onRequest={args.onRequest} />,
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: new RegExp(`${T.canteen}$`) })).toHaveTextContent('Aarhus Central');
    await userEvent.click(requestButton(canvasElement));
    await expect(args.onRequest).toHaveBeenCalledWith({ canteen: 2, ...MARCH });
  },
};

/** The booking report: room All, status COMPLETED, company All, the month: ready at once. */
export const BookingReport: Story = {
  render: (args) => <BookingReportFilters rooms={ROOMS} companies={COMPANIES} now={NOW} onRequest={args.onRequest} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: new RegExp(`${T.bookingStatus}$`) })).toHaveTextContent(BOOKING_STATUS_LABELS.COMPLETED);
    await userEvent.click(requestButton(canvasElement));
    await expect(args.onRequest).toHaveBeenLastCalledWith({ roomId: null, companyId: null, bookingStatus: 'COMPLETED', ...MARCH });

    await choose(canvasElement, T.room, 'Kattegat');
    await choose(canvasElement, T.bookingStatus, BOOKING_STATUS_LABELS.ALL);
    await choose(canvasElement, T.company, 'Fjord Consulting');
    await userEvent.click(requestButton(canvasElement));
    await expect(args.onRequest).toHaveBeenLastCalledWith({ roomId: 4, companyId: 2, bookingStatus: 'ALL', ...MARCH });
  },
};
