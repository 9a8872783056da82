import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, SUCCESS, TEXTS } from '@roombook/domain/messages';
import type { Role } from '@roombook/domain/roles';
import type { MockCanteenOrder } from '@roombook/mocks/data/canteen-orders';
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
import { CanteenReportScreen } from './CanteenReportScreen';

/** Tuesday 17 March 2026, 11:00 in Copenhagen: the mocks' orders and the default range are March 2026. */
const NOW = '2026-03-17T10:00:00Z';
/** The web app's Excel export of the report (a resource route), answered here by the story. */
const EXPORT_URL = '/canteen-report/export.xlsx';

const EMAIL: Partial<Record<Role, string>> = { Admin: 'admin@roombook.test', CanteenManager: 'canteen@roombook.test' };
const story: ReportStoryState = { store: new MockStore(), token: '', downloads: [] };

/**
 * The canteen report fed by the MSW handlers of `mocks/`: the canteens and companies load on entry, the
 * report on request, its outcome toasted as the web's route would; `role` is the signed-in user's.
 */
function CanteenReportStory({ role }: { role: Role }) {
  const { queue, toast } = useStoryToasts();
  const [canteens] = useStoryLoad(contract.canteen.list, story.token);
  const [companies] = useStoryLoad(contract.company.list, story.token);
  const report = useStoryReport(contract.report.canteen, story.token, toast);
  return (
    <StoryPage queue={queue}>
      <CanteenReportScreen
        actor={{ role, companyId: null }}
        canteens={loadedData(canteens)}
        companies={loadedData(companies)}
        now={NOW}
        exportHref={EXPORT_URL}
        {...report}
      />
    </StoryPage>
  );
}

const meta = {
  title: 'Screens/Canteen report',
  component: CanteenReportStory,
  parameters: { layout: 'fullscreen' },
  decorators: [inMainRegion],
  args: { role: 'Admin' },
  beforeEach: ({ msw, args }) =>
    setUpReportStory(story, msw, { now: NOW, email: EMAIL[args.role] ?? EMAIL.Admin!, exportUrl: EXPORT_URL, workbook: 'PK canteen workbook' }),
} satisfies Meta<typeof CanteenReportStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------------------------------------------
// Expected values, computed here from the fixture rows (not by the code under test)

/** The store's March orders of a canteen, for one company (a number), guests (null) or all (undefined). */
const marchOrders = (canteenId: number, companyId?: number | null): MockCanteenOrder[] =>
  story.store.canteenOrders.filter((order) => {
    const at = Date.parse(order.createdAt);
    return (
      order.canteenId === canteenId &&
      at >= MARCH_START &&
      at < MARCH_END &&
      (companyId === undefined || order.companyId === companyId)
    );
  });

/**
 * 'Total excluding tax: 1.234,50 kr.', summing price × quantity (prices without tax) over every line, written
 * with the browser's own number format.
 */
const expectedTotal = (orders: MockCanteenOrder[]) => {
  const ore = orders.reduce((sum, order) => sum + order.lines.reduce((lines, line) => lines + line.price * line.quantity, 0), 0);
  return `Total excluding tax: ${kr(ore)} kr.`;
};

async function requestReport(canteen: string, company?: string) {
  await choose(F.canteen, canteen);
  if (company) await choose(F.company, company);
  await userEvent.click(screen.getByRole('button', { name: TEXTS.reports.requestData }));
}

const reportTable = () => screen.findByRole('table', { name: R.canteenReport });
const orderNumbers = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);

// ---------------------------------------------------------------------------------------------------

/** An Admin asks for March at Copenhagen Harbour, all companies: the orders, their totals with and without tax, the download. */
export const Default: Story = {
  play: async () => {
    await expect(screen.getByRole('button', { name: TEXTS.reports.requestData })).toBeDisabled();
    await requestReport('Copenhagen Harbour');
    await expect(await screen.findByRole('alertdialog', { name: SUCCESS.reportProcessed })).toBeVisible();

    const orders = marchOrders(1);
    await expect(orders.length).toBeGreaterThanOrEqual(20);
    await expect(await screen.findByText(expectedTotal(orders))).toBeVisible();
    // Danish grouping and decimals (ADR 023), never '5,722.00'; the tax is 25 % of it, as in the Excel file.
    await expect(screen.getByText('Total excluding tax: 5.722,00 kr.')).toBeVisible();
    await expect(screen.getByText('Tax 25 %: 1.430,50 kr.')).toBeVisible();
    await expect(screen.getByText('Total including tax: 7.152,50 kr.')).toBeVisible();
    const table = await reportTable();
    await expect(orderNumbers(table)).toEqual(orders.map((order) => String(order.orderNumber)).sort());
    await expect(screen.getByRole('button', { name: DOWNLOAD_EXCEL_LABEL })).toBeVisible();
  },
};

/** §2: expandable rows list each order's items; every figure matches the fixture's lines. */
export const ExpandedRows: Story = {
  play: async () => {
    await requestReport('Copenhagen Harbour');
    const [first, second] = marchOrders(1);
    await screen.findByRole('button', { name: `Order ${first!.orderNumber} details` });
    for (const order of [first!, second!]) {
      await userEvent.click(screen.getByRole('button', { name: `Order ${order.orderNumber} details` }));
      const items = await screen.findByRole('table', { name: R.orderItems(order.orderNumber) });
      const rows = within(items).getAllByRole('row').slice(1);
      await expect(rows).toHaveLength(order.lines.length);
      for (const [index, line] of order.lines.entries()) {
        await expect(within(rows[index]!).getByRole('rowheader')).toHaveTextContent(line.name);
        const [, , , price, quantity, total] = cellTexts(rows[index]!);
        await expect([price, quantity, total]).toEqual([
          kr(line.price),
          String(line.quantity),
          kr(line.price * line.quantity),
        ]);
      }
    }
  },
};

/** The Guests option (§9 sentinel: empty company): only orders without a company. */
export const Guests: Story = {
  play: async () => {
    await requestReport('Copenhagen Harbour', F.guests);
    const guests = marchOrders(1, null);
    await expect(guests.length).toBeGreaterThan(0);
    await expect(await screen.findByText(expectedTotal(guests))).toBeVisible();
    await expect(orderNumbers(await reportTable())).toEqual(guests.map((order) => String(order.orderNumber)).sort());
    await userEvent.click(screen.getByRole('button', { name: `Order ${guests[0]!.orderNumber} details` }));
    const items = await screen.findByRole('table', { name: R.orderItems(guests[0]!.orderNumber) });
    const companies = within(items).getAllByRole('row').slice(1).map((row) => cellTexts(row)[0]);
    await expect(new Set(companies)).toEqual(new Set([R.guests]));
  },
};

/** The download is named by the canteen and the range (§9) and saves the export's file. */
export const Download: Story = {
  play: async () => {
    await requestReport('Copenhagen Harbour');
    await userEvent.click(await screen.findByRole('button', { name: DOWNLOAD_EXCEL_LABEL }));
    await waitFor(() => expect(story.downloads.map((file) => file.fileName)).toEqual(['Copenhagen Harbour_2026-03-01_2026-03-31.xlsx']));
    await expect(await (await story.downloads[0]!.blob).text()).toBe('PK canteen workbook');
  },
};

/**
 * §6: the CanteenManager sees the report but has no Excel download. Their one canteen is chosen as soon as the
 * list arrives: 'Request Data' asks for its report at once.
 */
export const CanteenManager: Story = {
  args: { role: 'CanteenManager' },
  play: async () => {
    const canteen = await screen.findByRole('button', { name: new RegExp(` ${F.canteen}$`) });
    await waitFor(() => expect(canteen).toHaveTextContent('Copenhagen Harbour'));
    await userEvent.click(screen.getByRole('button', { name: TEXTS.reports.requestData }));
    await expect(await screen.findByText(expectedTotal(marchOrders(1)))).toBeVisible();
    await expect(screen.queryByRole('button', { name: DOWNLOAD_EXCEL_LABEL })).not.toBeInTheDocument();
  },
};

/** While the report loads: a spinner in the table, 'Request Data' busy. */
export const Loading: Story = {
  // The request never answers: the visual check pictures the page with it still in flight.
  parameters: { visual: { openRequests: 1 } },
  beforeEach: ({ msw }) => {
    msw.use(neverAnswers(contract.report.canteen));
  },
  play: async () => {
    await requestReport('Copenhagen Harbour');
    await expect(await screen.findByRole('progressbar', { name: R.loading })).toBeVisible();
    await expect(screen.getByRole('button', { name: TEXTS.reports.requestData })).toHaveAttribute('aria-busy', 'true');
  },
};

/** No orders of that company at that canteen: an empty report totalling 0,00 kr. without tax and with it. */
export const Empty: Story = {
  play: async () => {
    await expect(marchOrders(2, 4)).toHaveLength(0);
    await requestReport('Aarhus Central', 'Østerbro Arkitekter og Landskabsrådgivning Interessentskab');
    await expect(await screen.findByText('Total excluding tax: 0,00 kr.')).toBeVisible();
    await expect(screen.queryByText(R.notRequestedCanteen)).not.toBeInTheDocument();
    await expect(screen.getByText('Total including tax: 0,00 kr.')).toBeVisible();
    await expect(screen.getByText(R.noOrders)).toBeVisible();
  },
};

/** The server fails: its message in the table's place and as an error toast. */
export const ErrorState: Story = {
  name: 'Error',
  beforeEach: ({ msw }) => {
    msw.use(failsWith(contract.report.canteen, 500, ERRORS.internal));
  },
  play: async () => {
    await requestReport('Copenhagen Harbour');
    await expectServerError(ERRORS.internal);
  },
};

/**
 * While the lists load the filters are disabled; then they wait for a canteen ('Request Data' disabled), and
 * the table says how to ask for the report, not that there are no orders.
 */
export const Disabled: Story = {
  name: 'Not requested yet',
  play: async () => {
    const canteen = await screen.findByRole('button', { name: new RegExp(` ${F.canteen}$`) });
    await expect(canteen).toBeDisabled();
    await waitFor(() => expect(canteen).toBeEnabled());
    await expect(screen.getByRole('button', { name: TEXTS.reports.requestData })).toBeDisabled();
    await expect(screen.getByText('Choose a canteen and a period, then press Request Data')).toBeVisible();
    await expect(screen.queryByText(R.noOrders)).not.toBeInTheDocument();
    await expect(screen.queryByText(/^Total[\w %]*: /)).not.toBeInTheDocument();
  },
};

/** The company with the long name and its employee with the long name, at Copenhagen. */
export const LongText: Story = {
  play: async () => {
    await requestReport('Copenhagen Harbour', 'Østerbro Arkitekter og Landskabsrådgivning Interessentskab');
    const orders = marchOrders(1, 4);
    await expect(orders.length).toBeGreaterThan(0);
    await expect(await screen.findByText(expectedTotal(orders))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: `Order ${orders[0]!.orderNumber} details` }));
    const items = await screen.findByRole('table', { name: R.orderItems(orders[0]!.orderNumber) });
    await expect(within(items).getAllByText('Bartholomæus Christoffer Vestergaard-Rasmussen').length).toBe(orders[0]!.lines.length);
  },
};

/**
 * A 390 px phone (ADR 088): the filters stack; each order is a card with its quantity and total, an expanded
 * order's items are cards under it, the totals stay above; nothing scrolls sideways.
 */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await requestReport('Copenhagen Harbour');
    const orders = marchOrders(1);
    const [first] = orders;
    await userEvent.click(await screen.findByRole('button', { name: `Order ${first!.orderNumber} details` }));
    await expectRowShownWhole(canvasElement, String(first!.orderNumber));
    await expectRowShownWhole(canvasElement, first!.lines[0]!.name, { hasControls: false });
    for (const total of [expectedTotal(orders), 'Tax 25 %: 1.430,50 kr.', 'Total including tax: 7.152,50 kr.']) {
      await expectInWindow(screen.getByText(total));
    }
  },
};

/** At 1280 px, beside the shell's menu, the orders and an order's items show every column whole without scrolling sideways. */
export const AtDesktopWidth: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { shell: { path: '/canteen-report', email: 'admin@roombook.test' } },
  play: async () => {
    await expect(window.innerWidth).toBe(1280);
    await requestReport('Copenhagen Harbour');
    await expect(await screen.findByText('Total excluding tax: 5.722,00 kr.')).toBeVisible();
    const [first] = marchOrders(1);
    const expand = await screen.findByRole('button', { name: `Order ${first!.orderNumber} details` });
    await userEvent.click(expand);
    // The pointer leaves, so that the picture shows the expanded row, not a hovered button.
    await userEvent.unhover(expand);
    await screen.findByRole('table', { name: R.orderItems(first!.orderNumber) });
    await expectAllColumnsShown(screen.getByRole('region', { name: R.canteenReport }));
    await expectAllColumnsShown(screen.getByRole('region', { name: R.orderItems(first!.orderNumber) }));
  },
};
