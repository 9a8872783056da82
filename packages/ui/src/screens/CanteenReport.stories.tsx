import { useCallback, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Canteen } from '@roombook/domain/canteens/schemas';
import type { Company } from '@roombook/domain/companies/schemas';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, SUCCESS, TEXTS } from '@roombook/domain/messages';
import { can } from '@roombook/domain/permissions/capabilities';
import { ROLE_ROUTE_LABELS } from '@roombook/domain/permissions/menu';
import { canteenReportFileName } from '@roombook/domain/reports/file-name';
import type { CanteenReportQuery } from '@roombook/domain/reports/schemas';
import type { Role } from '@roombook/domain/roles';
import type { MockCanteenOrder } from '@roombook/mocks/data/canteen-orders';
import { createHandlers, MockStore } from '@roombook/mocks/handlers';
import { errorResponse } from '@roombook/mocks/lib/contract-handler';
import { captureDownloads, type CapturedDownload } from '../DownloadButton/captureDownloads';
import { DOWNLOAD_EXCEL_LABEL, DownloadButton, EXCEL_MIME_TYPE } from '../DownloadButton/DownloadButton';
import { REPORT_FILTER_TEXTS as F } from '../ReportFilters/texts';
import { CanteenReportFilters } from '../ReportFilters/ReportFilters';
import { CanteenReportTable } from '../ReportTable/ReportTable';
import { REPORT_TABLE_TEXTS as R } from '../ReportTable/texts';
import { ToastRegion, createToastQueue, showToast } from '../Toast/Toast';
import { listOf, useList, useReport, type Answer } from './reportScreenParts';

/** Tuesday 17 March 2026, 11:00 in Copenhagen: the mocks' orders and the default range are March 2026. */
const NOW = '2026-03-17T10:00:00Z';
/** The web app's Excel export of the report (a resource route), answered here by the story. */
const EXPORT_URL = '/canteen-report/export.xlsx';

const EMAIL: Partial<Record<Role, string>> = { Admin: 'admin@roombook.test', CanteenManager: 'canteen@roombook.test' };
const session = { token: '' };
let store = new MockStore();
let downloads: CapturedDownload[] = [];

const NO_CANTEENS: Canteen[] = [];
const NO_COMPANIES: Company[] = [];

/**
 * The canteen report (§2) as the web app composes it: the canteens and companies load on entry, the
 * filters ask for the report, the table shows it with its total, and the Excel download appears for
 * those who may download (§6: not the CanteenManager).
 */
function CanteenReportScreen({ role }: { role: Role }) {
  const [queue] = useState(createToastQueue);
  const canteens = useList(contract.canteen.list, session.token);
  const companies = useList(contract.company.list, session.token);
  const [query, setQuery] = useState<CanteenReportQuery | null>(null);
  const onSettled = useCallback(
    (answer: Answer<unknown>) =>
      showToast(queue, answer.ok ? { kind: 'success', message: SUCCESS.reportProcessed } : { kind: 'error', message: answer.message }),
    [queue],
  );
  const report = useReport(contract.report.canteen, session.token, onSettled);
  const canteenList = listOf(canteens, NO_CANTEENS);
  const canteenName = canteenList.find((canteen) => canteen.id === query?.canteen)?.location.name;
  const data = report.state.status === 'done' ? report.state.data : null;

  return (
    <>
      <main style={{ padding: 16, display: 'grid', gap: 24 }}>
        <h1 style={{ margin: 0 }}>{ROLE_ROUTE_LABELS['/canteen-report']}</h1>
        <CanteenReportFilters
          canteens={canteenList}
          companies={listOf(companies, NO_COMPANIES)}
          now={NOW}
          isDisabled={canteens.status !== 'done' || companies.status !== 'done'}
          isPending={report.state.status === 'loading'}
          onRequest={(next) => {
            setQuery(next);
            void report.request(next);
          }}
        />
        <CanteenReportTable
          report={data}
          isLoading={report.state.status === 'loading'}
          error={report.state.status === 'failed' ? report.state.message : null}
          actions={
            data && query && canteenName ? (
              <DownloadButton
                fileName={canteenReportFileName(canteenName, query)}
                href={EXPORT_URL}
                isHidden={!can({ role, companyId: null }, 'downloadCanteenReport')}
                onError={(message) => showToast(queue, { kind: 'error', message })}
              />
            ) : null
          }
        />
      </main>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: 'Screens/Canteen report',
  component: CanteenReportScreen,
  parameters: { layout: 'fullscreen' },
  args: { role: 'Admin' },
  beforeEach: ({ msw, args }) => {
    store = new MockStore(undefined, () => Date.parse(NOW));
    session.token = store.issueTokens(store.findUserByEmail(EMAIL[args.role] ?? EMAIL.Admin!)!.id).token;
    msw.use(
      ...createHandlers(store),
      http.get(`*${EXPORT_URL}`, () => new HttpResponse('PK canteen workbook', { headers: { 'content-type': EXCEL_MIME_TYPE } })),
    );
    const capture = captureDownloads();
    downloads = capture.downloads;
    return capture.stop;
  },
} satisfies Meta<typeof CanteenReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------------------------------------------
// Expected values, computed here from the fixture rows (not by the code under test)

const MARCH_START = Date.parse('2026-02-28T23:00:00Z');
const MARCH_END = Date.parse('2026-03-31T22:00:00Z');

/** The store's March orders of a canteen, for one company (a number), guests (null) or all (undefined). */
const marchOrders = (canteenId: number, companyId?: number | null): MockCanteenOrder[] =>
  store.canteenOrders.filter((order) => {
    const at = Date.parse(order.createdAt);
    return (
      order.canteenId === canteenId &&
      at >= MARCH_START &&
      at < MARCH_END &&
      (companyId === undefined || order.companyId === companyId)
    );
  });

/** 'Total: 1,234.50 kr.', summing price × quantity over every line, written with the browser's own number format. */
const expectedTotal = (orders: MockCanteenOrder[]) => {
  const ore = orders.reduce((sum, order) => sum + order.lines.reduce((lines, line) => lines + line.price * line.quantity, 0), 0);
  return `Total: ${(ore / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} kr.`;
};

/** Picks an option once the lists have loaded (the filters are disabled until then). */
async function choose(label: string, option: string) {
  const select = await screen.findByRole('button', { name: new RegExp(` ${label}$`) });
  await waitFor(() => expect(select).toBeEnabled());
  await userEvent.click(select);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function requestReport(canteen: string, company?: string) {
  await choose(F.canteen, canteen);
  if (company) await choose(F.company, company);
  await userEvent.click(screen.getByRole('button', { name: TEXTS.reports.requestData }));
}

const reportTable = () => screen.findByRole('table', { name: R.canteenReport });
const orderNumbers = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);

// ---------------------------------------------------------------------------------------------------

/** An Admin asks for March at Copenhagen Harbour, all companies: the orders, their total, the download. */
export const Default: Story = {
  play: async () => {
    await expect(screen.getByRole('button', { name: TEXTS.reports.requestData })).toBeDisabled();
    await requestReport('Copenhagen Harbour');
    await expect(await screen.findByRole('alertdialog', { name: SUCCESS.reportProcessed })).toBeVisible();

    const orders = marchOrders(1);
    await expect(orders.length).toBeGreaterThanOrEqual(20);
    await expect(await screen.findByText(expectedTotal(orders))).toBeVisible();
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
        const cells = within(rows[index]!);
        await expect(cells.getByRole('rowheader')).toHaveTextContent(line.name);
        const [, , , price, quantity, total] = cells.getAllByRole('cell').map((cell) => cell.textContent);
        await expect([price, quantity, total]).toEqual([
          (line.price / 100).toFixed(2),
          String(line.quantity),
          (line.price * line.quantity / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }),
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
    const companies = within(items).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    await expect(new Set(companies)).toEqual(new Set([R.guests]));
  },
};

/** The download is named by the canteen and the range (§9) and saves the export's file. */
export const Download: Story = {
  play: async () => {
    await requestReport('Copenhagen Harbour');
    await userEvent.click(await screen.findByRole('button', { name: DOWNLOAD_EXCEL_LABEL }));
    await waitFor(() => expect(downloads.map((file) => file.fileName)).toEqual(['Copenhagen Harbour_2026-03-01_2026-03-31.xlsx']));
    await expect(await (await downloads[0]!.blob).text()).toBe('PK canteen workbook');
  },
};

/** §6: the CanteenManager sees the report but has no Excel download. */
export const CanteenManager: Story = {
  args: { role: 'CanteenManager' },
  play: async () => {
    await requestReport('Copenhagen Harbour');
    await expect(await screen.findByText(expectedTotal(marchOrders(1)))).toBeVisible();
    await expect(screen.queryByRole('button', { name: DOWNLOAD_EXCEL_LABEL })).not.toBeInTheDocument();
  },
};

/** While the report loads: a spinner in the table, 'Request Data' busy. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(`*${contract.report.canteen.path}`, async () => {
        await delay('infinite');
      }),
    );
  },
  play: async () => {
    await requestReport('Copenhagen Harbour');
    await expect(await screen.findByRole('progressbar', { name: R.loading })).toBeVisible();
    await expect(screen.getByRole('button', { name: TEXTS.reports.requestData })).toHaveAttribute('aria-busy', 'true');
  },
};

/** No orders of that company at that canteen: an empty report totalling 0.00 kr. */
export const Empty: Story = {
  play: async () => {
    await expect(marchOrders(2, 4)).toHaveLength(0);
    await requestReport('Aarhus Central', 'Østerbro Arkitekter og Landskabsrådgivning Interessentskab');
    await expect(await screen.findByText('Total: 0.00 kr.')).toBeVisible();
    await expect(screen.getByText(R.noOrders)).toBeVisible();
  },
};

/** The server fails: its message in the table's place and as an error toast. */
export const ErrorState: Story = {
  name: 'Error',
  beforeEach: ({ msw }) => {
    msw.use(http.post(`*${contract.report.canteen.path}`, () => errorResponse(500, ERRORS.internal)));
  },
  play: async () => {
    await requestReport('Copenhagen Harbour');
    await expect(await screen.findByRole('alertdialog', { name: ERRORS.internal })).toBeVisible();
    await expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(ERRORS.internal);
  },
};

/** While the lists load the filters are disabled; then they wait for a canteen ('Request Data' disabled). */
export const Disabled: Story = {
  name: 'Not requested yet',
  play: async () => {
    const canteen = await screen.findByRole('button', { name: new RegExp(` ${F.canteen}$`) });
    await expect(canteen).toBeDisabled();
    await waitFor(() => expect(canteen).toBeEnabled());
    await expect(screen.getByRole('button', { name: TEXTS.reports.requestData })).toBeDisabled();
    await expect(screen.getByText(R.noOrders)).toBeVisible();
    await expect(screen.queryByText(/^Total:/)).not.toBeInTheDocument();
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

/** 600 px: the filters stack, the report scrolls sideways in its region, the page does not. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async () => {
    await requestReport('Copenhagen Harbour');
    await expect(await screen.findByText(expectedTotal(marchOrders(1)))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: `Order ${marchOrders(1)[0]!.orderNumber} details` }));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
