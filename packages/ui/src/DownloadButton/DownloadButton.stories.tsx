import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { can } from '@roombook/domain/permissions/capabilities';
import { ROLE_LABELS, type Role } from '@roombook/domain/roles';
import { captureDownloads, type CapturedDownload } from './captureDownloads';
import { DOWNLOAD_EXCEL_LABEL, DownloadButton, EXCEL_MIME_TYPE } from './DownloadButton';

const FILE_NAME = 'Copenhagen Harbour_2026-03-01_2026-03-31.xlsx';
const WORKBOOK = 'PK workbook bytes';

let downloads: CapturedDownload[] = [];
let releaseDownload: () => void = () => undefined;

/** A promise the story resolves by hand, to look at the pending state. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const meta = {
  title: 'Reports/DownloadButton',
  component: DownloadButton,
  args: {
    fileName: FILE_NAME,
    onDownload: fn(() => new Blob([WORKBOOK], { type: EXCEL_MIME_TYPE })),
    onError: fn(),
  },
  beforeEach: () => {
    const capture = captureDownloads();
    downloads = capture.downloads;
    return capture.stop;
  },
} satisfies Meta<typeof DownloadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: DOWNLOAD_EXCEL_LABEL });

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(button(canvasElement));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(downloads).toHaveLength(1));
    await expect(downloads[0]!.fileName).toBe(FILE_NAME);
    await expect(await (await downloads[0]!.blob).text()).toBe(WORKBOOK);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await waitFor(() => expect(button(canvasElement)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(downloads.map((d) => d.fileName)).toEqual([FILE_NAME]));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

/** The file comes from a URL (for example a resource route); the button is pending until it arrives. */
export const FromUrl: Story = {
  args: { onDownload: undefined, href: '/reports/canteen.xlsx' },
  beforeEach: ({ msw }) => {
    const gate = deferred<void>();
    msw.use(
      http.get('*/reports/canteen.xlsx', async () => {
        await gate.promise;
        return new HttpResponse(WORKBOOK, { headers: { 'content-type': EXCEL_MIME_TYPE } });
      }),
    );
    releaseDownload = gate.resolve;
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement));
    await expect(button(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(downloads).toHaveLength(0);
    releaseDownload();
    await waitFor(() => expect(downloads.map((d) => d.fileName)).toEqual([FILE_NAME]));
    await expect(await (await downloads[0]!.blob).text()).toBe(WORKBOOK);
    await waitFor(() => expect(button(canvasElement)).not.toHaveAttribute('aria-busy'));
  },
};
/** The server refuses: no file is saved and the caller gets the API's message to toast. */
export const ServerError: Story = {
  args: { onDownload: undefined, href: '/reports/broken.xlsx' },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/reports/broken.xlsx', () =>
        HttpResponse.json({ message: 'Report could not be created', statusCode: 500 }, { status: 500 }),
      ),
    );
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(args.onError).toHaveBeenCalledWith('Report could not be created'));
    await expect(downloads).toHaveLength(0);
    await expect(button(canvasElement)).toBeEnabled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    await expect(button(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button(canvasElement));
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    await expect(button(canvasElement)).toBeDisabled();
    await userEvent.click(button(canvasElement), { pointerEventsCheck: 0 });
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

const ROLES: Role[] = ['SuperAdmin', 'Admin', 'CanteenManager'];

/** §6: the canteen report's download is there for SuperAdmin and Admin, hidden for the CanteenManager. */
export const ByPermission: Story = {
  render: (args) => (
    <dl>
      {ROLES.map((role) => (
        <div key={role}>
          <dt>{ROLE_LABELS[role]}</dt>
          <dd>
            <DownloadButton {...args} isHidden={!can({ role, companyId: null }, 'downloadCanteenReport')} />
          </dd>
        </div>
      ))}
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: DOWNLOAD_EXCEL_LABEL })).toHaveLength(2);
    const canteenManager = canvas.getByText(ROLE_LABELS.CanteenManager).nextElementSibling as HTMLElement;
    await expect(within(canteenManager).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Hidden: Story = {
  args: { isHidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: { children: 'Download the canteen report for every company and guest as an Excel workbook' },
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const long = within(canvasElement).getByRole('button');
    await expect(long.getBoundingClientRect().width).toBeLessThanOrEqual(240);
  },
};
