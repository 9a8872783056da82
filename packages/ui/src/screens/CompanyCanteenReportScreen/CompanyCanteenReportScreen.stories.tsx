import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, TEXTS } from '@roombook/domain/messages';
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
import { CompanyCanteenReportScreen } from './CompanyCanteenReportScreen';

/** Tuesday 17 March 2026, 11:00 in Copenhagen: the mocks' orders and the default range are March 2026. */
const NOW = '2026-03-17T10:00:00Z';
const EXPORT_URL = '/company-canteen-report/export.xlsx';

const story: ReportStoryState = { store: new MockStore(), token: '', downloads: [] };

/**
 * The company canteen report for a CompanyOwner of Nordlys ApS fed by the MSW handlers of `mocks/`: the
 * canteens at the company's locations load on entry, the report on request, its outcome toasted.
 */
function CompanyCanteenReportStory() {
  const { queue, toast } = useStoryToasts();
  const [canteens] = useStoryLoad(contract.canteen.list, story.token);
  const report = useStoryReport(contract.report.company, story.token, toast);
  return (
    <StoryPage queue={queue}>
      <CompanyCanteenReportScreen canteens={loadedData(canteens)} now={NOW} exportHref={EXPORT_URL} {...report} />
    </StoryPage>
  );
}

const meta = {
  title: 'Screens/Company canteen report',
  component: CompanyCanteenReportStory,
  parameters: { layout: 'fullscreen' },
  decorators: [inMainRegion],
  beforeEach: ({ msw }) =>
    setUpReportStory(story, msw, { now: NOW, email: 'owner@roombook.test', exportUrl: EXPORT_URL, workbook: 'PK company workbook' }),
} satisfies Meta<typeof CompanyCanteenReportStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// Expected values, computed here from the fixture rows (not by the code under test)

/** Nordlys ApS's (company 1) March orders at the Copenhagen canteen. */
const nordlysMarchOrders = (): MockCanteenOrder[] =>
  story.store.canteenOrders.filter((order) => {
    const at = Date.parse(order.createdAt);
    return order.canteenId === 1 && order.companyId === 1 && at >= MARCH_START && at < MARCH_END;
  });
const oreOf = (order: MockCanteenOrder) => order.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

async function requestCopenhagen() {
  await choose(F.canteen, 'Copenhagen Harbour');
  await userEvent.click(screen.getByRole('button', { name: TEXTS.reports.requestData }));
}

/** The owner's company's orders: the canteen's order number, quantity (sum of the items), total amount; the totals without and with tax above. */
export const Default: Story = {
  play: async () => {
    await requestCopenhagen();
    const orders = nordlysMarchOrders();
    await expect(orders.length).toBeGreaterThan(0);
    await expect(await screen.findByText(`Total excluding tax: ${kr(orders.reduce((sum, o) => sum + oreOf(o), 0))} kr.`)).toBeVisible();
    // Danish grouping and decimals (ADR 023), never '2,151.50'. The tax, 25 % of it, is 537.875 kr.: rounded
    // half away from zero to 537.88 (docs/decisions/005), as in the Excel file; with it 2,689.38.
    await expect(screen.getByText('Total excluding tax: 2.151,50 kr.')).toBeVisible();
    await expect(screen.getByText('Tax 25 %: 537,88 kr.')).toBeVisible();
    await expect(screen.getByText('Total including tax: 2.689,38 kr.')).toBeVisible();
    const table = screen.getByRole('table', { name: R.companyCanteenReport });
    await expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(
      orders
        .map((o) => o.orderNumber)
        .sort((a, b) => a - b)
        .map(String),
    );
    const first = orders[0]!;
    const row = within(table).getByRole('rowheader', { name: new RegExp(`^${first.orderNumber}$`) }).closest('tr')!;
    await expect(cellTexts(row)).toEqual([
      String(first.lines.reduce((sum, line) => sum + line.quantity, 0)),
      kr(oreOf(first)),
    ]);
  },
};

/** An expanded order lists its items with the employee who ordered. */
export const ExpandedRows: Story = {
  play: async () => {
    await requestCopenhagen();
    const order = nordlysMarchOrders()[0]!;
    await userEvent.click(await screen.findByRole('button', { name: `Order ${order.orderNumber} details` }));
    const items = await screen.findByRole('table', { name: R.orderItems(order.orderNumber) });
    await expect(within(items).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(order.lines.map((line) => line.name));
    const employee = `${order.employee!.firstName} ${order.employee!.lastName}`;
    await expect(within(items).getAllByText(employee)).toHaveLength(order.lines.length);
  },
};

export const Download: Story = {
  play: async () => {
    await requestCopenhagen();
    await userEvent.click(await screen.findByRole('button', { name: DOWNLOAD_EXCEL_LABEL }));
    await waitFor(() => expect(story.downloads.map((file) => file.fileName)).toEqual(['Copenhagen Harbour_2026-03-01_2026-03-31.xlsx']));
  },
};

export const Loading: Story = {
  // The request never answers: the visual check pictures the page with it still in flight.
  parameters: { visual: { openRequests: 1 } },
  beforeEach: ({ msw }) => {
    msw.use(neverAnswers(contract.report.company));
  },
  play: async () => {
    await requestCopenhagen();
    await expect(await screen.findByRole('progressbar', { name: R.loading })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post(`*${contract.report.company.path}`, () => HttpResponse.json([])));
  },
  play: async () => {
    await requestCopenhagen();
    await expect(await screen.findByText('Total excluding tax: 0,00 kr.')).toBeVisible();
    await expect(screen.queryByText(R.notRequestedCanteen)).not.toBeInTheDocument();
    await expect(screen.getByText(R.noOrders)).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  beforeEach: ({ msw }) => {
    msw.use(failsWith(contract.report.company, 500, ERRORS.internal));
  },
  play: async () => {
    await requestCopenhagen();
    await expectServerError(ERRORS.internal);
  },
};

/**
 * Before the first request: Nordlys ApS is at one location, so its canteen is chosen as soon as the list
 * arrives and 'Request Data' is ready; the table says how to ask for the report.
 */
export const Disabled: Story = {
  name: 'Not requested yet',
  play: async () => {
    const select = await screen.findByRole('button', { name: new RegExp(` ${F.canteen}$`) });
    await waitFor(() => expect(select).toHaveTextContent('Copenhagen Harbour'));
    await expect(screen.getByRole('button', { name: TEXTS.reports.requestData })).toBeEnabled();
    await expect(screen.getByText('Choose a canteen and a period, then press Request Data')).toBeVisible();
    await expect(screen.queryByText(R.noOrders)).not.toBeInTheDocument();
  },
};

/**
 * A 390 px phone (ADR 088): each order is a card with its quantity and total amount, an expanded order's items
 * are cards under it, the totals stay above; nothing scrolls sideways.
 */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await requestCopenhagen();
    const order = nordlysMarchOrders()[0]!;
    await userEvent.click(await screen.findByRole('button', { name: `Order ${order.orderNumber} details` }));
    await expectRowShownWhole(canvasElement, String(order.orderNumber));
    await expect(screen.getByRole('group', { name: `Order ${order.orderNumber} details` })).toBeVisible();
    await expectRowShownWhole(canvasElement, order.lines[0]!.name, { hasControls: false });
    for (const total of ['Total excluding tax: 2.151,50 kr.', 'Tax 25 %: 537,88 kr.', 'Total including tax: 2.689,38 kr.']) {
      await expectInWindow(screen.getByText(total));
    }
  },
};

/** At 1280 px, beside the shell's menu, the orders and an order's items show every column whole without scrolling sideways. */
export const AtDesktopWidth: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { shell: { path: '/company-canteen-report', email: 'owner@roombook.test' } },
  play: async () => {
    await expect(window.innerWidth).toBe(1280);
    await requestCopenhagen();
    await expect(await screen.findByText('Total excluding tax: 2.151,50 kr.')).toBeVisible();
    const order = nordlysMarchOrders()[0]!;
    const expand = await screen.findByRole('button', { name: `Order ${order.orderNumber} details` });
    await userEvent.click(expand);
    // The pointer leaves, so that the picture shows the expanded row, not a hovered button.
    await userEvent.unhover(expand);
    await screen.findByRole('table', { name: R.orderItems(order.orderNumber) });
    await expectAllColumnsShown(screen.getByRole('region', { name: R.companyCanteenReport }));
    await expectAllColumnsShown(screen.getByRole('region', { name: R.orderItems(order.orderNumber) }));
  },
};
