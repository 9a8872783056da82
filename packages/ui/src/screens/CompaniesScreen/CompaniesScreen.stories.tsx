import { CLOSE_DIALOG_LABEL } from '../../Dialog/Dialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CompanyApplication } from '@roombook/domain/companies/application-schemas';
import type { Company } from '@roombook/domain/companies/schemas';
import { contract } from '@roombook/domain/contract/index';
import type { Location } from '@roombook/domain/locations/schemas';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import { APPLICATION_MESSAGES, COMPANY_MESSAGES } from '@roombook/domain/companies/page';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { errorResponse } from '@roombook/mocks/lib/contract-handler';
import { DATA_TABLE_TEXTS as T } from '../../DataTable/texts';
import { DIALOG_IMAGE_TEXTS } from '../shared/DialogImageField';
import { ENTITY_FORM_TEXTS } from '../shared/EntityFormDialog';
import { loadError, loadedData, storyAction, useStoryLoad } from '../storyApi';
import { inMainRegion, StoryPage, useStoryToasts } from '../storyPage';
import { signInStory, type StorySession } from '../storySession';
import { expectRowShownWhole, rowHeaders, rowOf } from '../storyTable';
import { COMPANIES_TEXTS, CompaniesScreen } from './CompaniesScreen';
import { COMPANY_APPLICATIONS_TEXTS as A } from './CompanyApplications';

let session: StorySession;
const NONE: never[] = [];

/**
 * Manage companies fed by the MSW handlers of `mocks/`: every call through the contract (an edit's picture
 * as the multipart part `image`), toasted as the web's actions toast it (accepting and declining an
 * application toast nothing of their own, §8); after a change the companies and the applications are loaded
 * again (§4), as the web reloads them.
 */
function CompaniesStory() {
  const { queue, toast } = useStoryToasts();
  const [companies, setCompanies] = useStoryLoad(contract.company.list, session.token);
  const [applications, setApplications] = useStoryLoad(contract.companyApplication.list, session.token);
  const [locations] = useStoryLoad(contract.location.list, session.token);

  /** The call, its toast, then both lists loaded again; a refusal is toasted and rethrown (the dialog or the row stays). */
  const run = async (request: () => Promise<unknown>, success: string | null) => {
    try {
      await request();
    } catch (error) {
      toast('error', error instanceof Error ? error.message : ERRORS.internal);
      throw error;
    }
    if (success) toast('success', success);
    const [companyList, applicationList] = await Promise.all([
      storyAction(contract.company.list, session.token),
      storyAction(contract.companyApplication.list, session.token),
    ]);
    setCompanies(() => companyList);
    setApplications(() => applicationList);
  };
  const ids = (rows: Company[]) => rows.map((company) => company.id);

  return (
    <StoryPage queue={queue}>
      <CompaniesScreen
        companies={loadedData(companies) ?? (NONE as Company[])}
        applications={loadedData(applications) ?? (NONE as CompanyApplication[])}
        locations={loadedData(locations) ?? (NONE as Location[])}
        isLoading={companies.status === 'loading' || applications.status === 'loading'}
        error={loadError(companies) ?? loadError(applications)}
        onCreateCompany={(body) => run(() => storyAction(contract.company.create, session.token, { body }), COMPANY_MESSAGES.created)}
        onAcceptApplication={(application, value) =>
          run(() => storyAction(contract.company.create, session.token, { body: { ...value, applicationId: application.id } }), COMPANY_MESSAGES.created)
        }
        onUpdateCompany={(company, { image, ...body }) =>
          run(
            () => storyAction(contract.company.update, session.token, { params: { id: company.id }, body, ...(image ? { files: { image: image as Blob } } : {}) }),
            COMPANY_MESSAGES.updated,
          )
        }
        onDeleteCompany={(company) => run(() => storyAction(contract.company.delete, session.token, { params: { id: company.id } }), COMPANY_MESSAGES.deleted)}
        onDeleteCompanies={(rows) => run(() => storyAction(contract.company.deleteMany, session.token, { body: { items: ids(rows) } }), COMPANY_MESSAGES.manyDeleted)}
        onRejectApplication={(application) =>
          run(() => storyAction(contract.companyApplication.reject, session.token, { params: { id: application.id } }), null)
        }
      />
    </StoryPage>
  );
}

/** Two pending applications, the older first; Fjordlys asks for Copenhagen Harbour. */
const APPLICATIONS = [
  { name: 'Fjordlys IVS', office: 'Room 305', firstName: 'Jonas', lastName: 'Berg', email: 'jonas@fjordlys.test', locations: [1] },
  { name: 'Havblik ApS', office: 'Room 118', firstName: 'Ida', lastName: 'Lund', email: 'ida@havblik.test', locations: [2] },
];

const meta = {
  title: 'Screens/Manage companies',
  component: CompaniesStory,
  parameters: { layout: 'fullscreen' },
  decorators: [inMainRegion],
  beforeEach: ({ msw }) => {
    session = signInStory(msw, 'superadmin@roombook.test');
    // A discount with decimals, to show the Danish format.
    session.store.companies.find((company) => company.name === 'Hygge Design ApS')!.discount = 12.5;
    for (const application of APPLICATIONS) session.store.addApplication(application);
  },
} satisfies Meta<typeof CompaniesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (canvasElement: HTMLElement) => within(canvasElement).findByRole('rowheader', { name: 'Nordlys ApS' });
/** The 'Company Applications' button with its badge: the applications load beside the companies, so it is waited for. */
const applicationsButton = (canvasElement: HTMLElement, count: number) =>
  within(canvasElement).findByRole('button', { name: `${A.button} ${count} ${A.pending}` });
const ALL = ['Fjord Consulting', 'Hygge Design ApS', 'Nordlys ApS', 'Østerbro Arkitekter og Landskabsrådgivning Interessentskab'];

async function openApplications(canvasElement: HTMLElement, count: number) {
  await loaded(canvasElement);
  await userEvent.click(await applicationsButton(canvasElement, count));
  return screen.findByRole('dialog', { name: A.button });
}

async function acceptFjordlys(canvasElement: HTMLElement) {
  const list = within(await openApplications(canvasElement, 2));
  await userEvent.click(list.getByRole('button', { name: `${A.accept} Fjordlys IVS` }));
  const dialog = await screen.findByRole('dialog', { name: COMPANIES_TEXTS.add });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: A.button })).not.toBeInTheDocument());
  return dialog;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: COMPANIES_TEXTS.heading })).toBeVisible();
    await expect(rowHeaders(canvasElement)).toEqual(ALL);
    // The discount in the Danish format; the locations by name; the first letter where there is no image.
    await expect((await rowOf(canvasElement, 'Hygge Design ApS')).getByRole('cell', { name: '12,5 %' })).toBeVisible();
    await expect((await rowOf(canvasElement, 'Nordlys ApS')).getByRole('cell', { name: '10 %' })).toBeVisible();
    await expect((await rowOf(canvasElement, ALL[3]!)).getByText('Copenhagen Harbour, Aarhus Central')).toBeVisible();
    await expect((await rowOf(canvasElement, 'Fjord Consulting')).getByRole('img', { name: 'Fjord Consulting' })).toHaveTextContent('F');
    // The badge's count is part of the button's name.
    await expect(await applicationsButton(canvasElement, 2)).toBeVisible();
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: () => {
    session.store.companies = [];
    session.store.applications = [];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(COMPANIES_TEXTS.empty)).toBeVisible();
    await expect(await applicationsButton(canvasElement, 0)).toBeVisible();
    await userEvent.click(await applicationsButton(canvasElement, 0));
    const list = within(await screen.findByRole('dialog', { name: A.button }));
    await expect(await list.findByText(A.empty)).toBeVisible();
  },
};

export const ApplicationsList: Story = {
  play: async ({ canvasElement }) => {
    const list = within(await openApplications(canvasElement, 2));
    const table = list.getByRole('table', { name: A.table });
    await expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Fjordlys IVS', 'Havblik ApS']);
    const fjordlys = within(list.getByRole('rowheader', { name: 'Fjordlys IVS' }).closest('tr')!);
    await expect(fjordlys.getByRole('cell', { name: 'Room 305' })).toBeVisible();
    await expect(fjordlys.getByRole('cell', { name: 'Jonas Berg' })).toBeVisible();
    await expect(fjordlys.getByRole('button', { name: `${A.decline} Fjordlys IVS` })).toBeVisible();
  },
};

export const AcceptOpensAddCompanyPrefilled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await acceptFjordlys(canvasElement));
    await expect(dialog.getByRole('textbox', { name: COMPANIES_TEXTS.name })).toHaveValue('Fjordlys IVS');
    await expect(dialog.getByRole('textbox', { name: COMPANIES_TEXTS.office })).toHaveValue('Room 305');
    await expect(dialog.getByRole('textbox', { name: COMPANIES_TEXTS.firstName })).toHaveValue('Jonas');
    await expect(dialog.getByRole('textbox', { name: COMPANIES_TEXTS.lastName })).toHaveValue('Berg');
    await expect(dialog.getByRole('textbox', { name: COMPANIES_TEXTS.email })).toHaveValue('jonas@fjordlys.test');
    await expect(dialog.getByRole('row', { name: 'Copenhagen Harbour' })).toBeVisible();
  },
};

export const AcceptCreatesTheCompany: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await acceptFjordlys(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: COMPANIES_TEXTS.discount }), '7,5');
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }));
    await expect(await screen.findByRole('alertdialog', { name: COMPANY_MESSAGES.created })).toBeVisible();
    await waitFor(() => expect(rowHeaders(canvasElement)).toContain('Fjordlys IVS'));
    await expect((await rowOf(canvasElement, 'Fjordlys IVS')).getByRole('cell', { name: '7,5 %' })).toBeVisible();
    await expect(await applicationsButton(canvasElement, 1)).toBeVisible();
    // The application is accepted with the company; its administrator is invited.
    await expect(session.store.applications[0]).toMatchObject({ status: 'accepted' });
    await expect(session.store.findUserByEmail('jonas@fjordlys.test')).toMatchObject({ role: 'CompanyOwner' });
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: COMPANIES_TEXTS.add }));
    const dialog = within(await screen.findByRole('dialog', { name: COMPANIES_TEXTS.add }));
    await userEvent.type(dialog.getByRole('textbox', { name: COMPANIES_TEXTS.discount }), '120');
    await userEvent.type(dialog.getByRole('textbox', { name: COMPANIES_TEXTS.email }), 'jonas@');
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }));
    // §5, word for word; nothing is sent.
    await expect(dialog.getByRole('textbox', { name: COMPANIES_TEXTS.name })).toHaveAccessibleDescription(VALIDATION.required);
    await expect(dialog.getByRole('textbox', { name: COMPANIES_TEXTS.office })).toHaveAccessibleDescription(VALIDATION.required);
    await expect(dialog.getByRole('textbox', { name: COMPANIES_TEXTS.discount })).toHaveAccessibleDescription(VALIDATION.discountMax);
    await expect(dialog.getByText(VALIDATION.selectLocations)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: COMPANIES_TEXTS.firstName })).toHaveAccessibleDescription(VALIDATION.required);
    await expect(dialog.getByRole('textbox', { name: COMPANIES_TEXTS.email })).toHaveAccessibleDescription(VALIDATION.provideValidEmail);
    await expect(session.store.companies).toHaveLength(4);
  },
};

export const ATakenEmailIsRefused: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: COMPANIES_TEXTS.add }));
    const dialogElement = await screen.findByRole('dialog', { name: COMPANIES_TEXTS.add });
    const dialog = within(dialogElement);
    await userEvent.type(dialog.getByRole('textbox', { name: COMPANIES_TEXTS.name }), 'Saltvand ApS');
    await userEvent.type(dialog.getByRole('textbox', { name: COMPANIES_TEXTS.office }), 'Room 120');
    await userEvent.type(dialog.getByRole('combobox', { name: COMPANIES_TEXTS.locations }), 'Aarhus');
    await userEvent.click(await screen.findByRole('option', { name: 'Aarhus Central' }));
    // The list stays open for the next choice; Escape closes it (not the dialog).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(dialog.getByRole('row', { name: 'Aarhus Central' })).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: COMPANIES_TEXTS.firstName }), 'Mads');
    await userEvent.type(dialog.getByRole('textbox', { name: COMPANIES_TEXTS.lastName }), 'Krogh');
    await userEvent.type(dialog.getByRole('textbox', { name: COMPANIES_TEXTS.email }), 'owner@roombook.test');
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }));
    // The server's 409 in the dialog, which keeps what was typed.
    await expect(await dialog.findByRole('alert')).toHaveTextContent(USER_MESSAGES.emailTaken);
    await expect(dialog.getByRole('textbox', { name: COMPANIES_TEXTS.name })).toHaveValue('Saltvand ApS');
    await expect(dialog.getByRole('textbox', { name: COMPANIES_TEXTS.email })).toHaveValue('owner@roombook.test');
    await expect(dialogElement).toBeVisible();
  },
};

export const DeclineAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const list = within(await openApplications(canvasElement, 2));
    await userEvent.click(list.getByRole('button', { name: `${A.decline} Havblik ApS` }));
    const confirm = within(await screen.findByRole('alertdialog', { name: APPLICATION_MESSAGES.confirmReject('Havblik ApS') }));
    await userEvent.click(confirm.getByRole('button', { name: A.decline }));
    await waitFor(() => expect(list.queryByRole('rowheader', { name: 'Havblik ApS' })).not.toBeInTheDocument());
    await expect(session.store.applications[1]).toMatchObject({ status: 'rejected' });
    // The declined row (and its focused button) is gone; focus moves to the Decline of the row left.
    await waitFor(() => expect(list.getByRole('button', { name: `${A.decline} Fjordlys IVS` })).toHaveFocus());
    await userEvent.click(list.getByRole('button', { name: CLOSE_DIALOG_LABEL }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: A.button })).not.toBeInTheDocument());
    await expect(await applicationsButton(canvasElement, 1)).toBeVisible();
  },
};

export const EditsTheDiscount: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Fjord Consulting')).getByRole('button', { name: 'Edit Fjord Consulting' }));
    const dialog = within(await screen.findByRole('dialog', { name: COMPANIES_TEXTS.edit }));
    // The edit has no administrator fields, and an optional image.
    await expect(dialog.queryByRole('textbox', { name: COMPANIES_TEXTS.email })).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: DIALOG_IMAGE_TEXTS.add })).toBeVisible();
    const discount = dialog.getByRole('textbox', { name: COMPANIES_TEXTS.discount });
    await userEvent.clear(discount);
    await userEvent.type(discount, '33,25');
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }));
    await expect(await screen.findByRole('alertdialog', { name: COMPANY_MESSAGES.updated })).toBeVisible();
    await waitFor(async () => expect((await rowOf(canvasElement, 'Fjord Consulting')).getByRole('cell', { name: '33,25 %' })).toBeVisible());
  },
};

export const DeleteWarnsOfTheUsers: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Nordlys ApS')).getByRole('button', { name: 'Delete Nordlys ApS' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: COMPANY_MESSAGES.confirmDelete('Nordlys ApS') }));
    await userEvent.click(confirm.getByRole('button', { name: T.delete }));
    await expect(await screen.findByRole('alertdialog', { name: COMPANY_MESSAGES.deleted })).toBeVisible();
    await waitFor(() => expect(rowHeaders(canvasElement)).not.toContain('Nordlys ApS'));
    await expect(session.store.findUserByEmail('owner@roombook.test')).toBeUndefined();
  },
};

export const BulkDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Fjord Consulting')).getByRole('checkbox'));
    await userEvent.click((await rowOf(canvasElement, 'Hygge Design ApS')).getByRole('checkbox'));
    await expect(canvas.queryByRole('button', { name: T.markInactive })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: T.deleteSelected }));
    const confirm = within(await screen.findByRole('alertdialog', { name: COMPANY_MESSAGES.confirmDeleteMany(2) }));
    await userEvent.click(confirm.getByRole('button', { name: T.delete }));
    await expect(await screen.findByRole('alertdialog', { name: COMPANY_MESSAGES.manyDeleted })).toBeVisible();
    await waitFor(() => expect(rowHeaders(canvasElement)).toEqual([ALL[2], ALL[3]]));
    // The toolbar went with the selection; a keyboard user stays in the table.
    await waitFor(() => expect(canvas.getByRole('region', { name: COMPANIES_TEXTS.table })).toHaveFocus());
  },
};

export const Loading: Story = {
  parameters: { visual: { openRequests: 1 } },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(`*${contract.company.list.path}`, async () => {
        await delay('infinite');
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: COMPANIES_TEXTS.loading })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(`*${contract.company.list.path}`, () => errorResponse(500, ERRORS.internal)));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(ERRORS.internal);
  },
};

/** On a phone each company is a card with every column and its actions, and so is each application. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    for (const button of [canvas.getByRole('button', { name: COMPANIES_TEXTS.add }), await applicationsButton(canvasElement, 2)]) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expectRowShownWhole(canvasElement, 'Nordlys ApS');
    await expectRowShownWhole(await openApplications(canvasElement, 2), 'Fjordlys IVS');
  },
};

