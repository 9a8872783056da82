import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CompanyDetailsFormSchema } from '@roombook/domain/companies/schemas';
import { contract, toRoutePattern } from '@roombook/domain/contract/index';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import { can } from '@roombook/domain/permissions/capabilities';
import { COMPANY_MESSAGES } from '@roombook/domain/companies/page';
import { errorResponse } from '@roombook/mocks/lib/contract-handler';
import { cropAndSave, fakePng, fileInputOf, imageFile, openImageEditor } from '../../ImageUpload/storyFiles';
import { DETAILS_PAGE_TEXTS } from '../shared/DetailsPage';
import { loadError, loadedData, storyAction, storyCall, useStoryMe } from '../storyApi';
import { useStoryForm } from '../storyForm';
import { inMainRegion, StoryPage, useStoryToasts } from '../storyPage';
import { signInStory, type StorySession } from '../storySession';
import { MY_COMPANY_TEXTS as T, MyCompanyScreen } from './MyCompanyScreen';

/** The signed-in user of the story and the store the mocks answer from (set in `beforeEach`). */
let session: StorySession;
const OWNER = 'owner@roombook.test';
const MANAGER = 'manager@roombook.test';
/** Both work at Nordlys ApS (company 1), Room 201, without an image. */
const COMPANY_ID = 1;

/**
 * My Company fed by the MSW handlers of `mocks/`, doing what the web's route does: the signed-in user
 * (GET /api/user/me) with their company; 'Company Details' through the domain's CompanyDetailsFormSchema to
 * PUT /api/company/{id} ('Company successfully updated'); the cropped image to the same call as multipart.
 * After each, the user is loaded again, as the web's loader is.
 */
function MyCompanyStory() {
  const { queue, toast } = useStoryToasts();
  const { token, actor } = session;
  const { me, reload, act } = useStoryMe(token, toast);
  const user = loadedData(me);
  const companyId = user?.company?.id ?? COMPANY_ID;
  const form = useStoryForm({
    schema: CompanyDetailsFormSchema,
    submit: ({ name, office }) => storyCall(contract.company.update, token, { params: { id: companyId }, body: { name, office } }),
    toast,
    successMessage: COMPANY_MESSAGES.updated,
    onSuccess: () => void reload(),
  });
  const failure = loadError(me);
  if (failure) return <p role="alert">{failure}</p>;
  if (!user?.company) return null;

  return (
    <StoryPage queue={queue} isBusy={form.props.isSubmitting}>
      <MyCompanyScreen
        key={form.key}
        {...form.props}
        company={user.company}
        canEdit={can(actor, 'editMyCompany')}
        fields={form.fields}
        onUploadImage={(image) =>
          act(() => storyAction(contract.company.update, token, { params: { id: companyId }, body: {}, files: { image } }), COMPANY_MESSAGES.updated)
        }
      />
    </StoryPage>
  );
}

const meta = {
  title: 'Screens/My Company',
  component: MyCompanyStory,
  parameters: { layout: 'fullscreen' },
  decorators: [inMainRegion],
  beforeEach: ({ msw }) => {
    session = signInStory(msw, OWNER);
  },
} satisfies Meta<typeof MyCompanyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const stored = () => session.store.companies.find((company) => company.id === COMPANY_ID)!;
const nameField = (canvasElement: HTMLElement) => within(canvasElement).findByRole('textbox', { name: T.name }, { timeout: 5000 });
const save = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: T.submit }));

/** The CompanyOwner: the company's first letter for its missing image, 'Update image', and the details to edit. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await nameField(canvasElement)).toHaveValue('Nordlys ApS');
    await expect(canvas.getByRole('heading', { level: 1, name: T.heading })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: T.formHeading })).toBeVisible();
    // No image: the avatar is the first letter of the name.
    await expect(canvas.getByRole('img', { name: 'Nordlys ApS' })).toHaveTextContent('N');
    const office = canvas.getByRole('textbox', { name: T.office });
    await expect(office).toHaveValue('Room 201');
    await expect(office).toHaveAttribute('placeholder', T.officePlaceholder);
    await expect(office).not.toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: DETAILS_PAGE_TEXTS.updateImage })).toBeVisible();
    await expect(canvas.getByRole('button', { name: T.submit })).toBeVisible();
    await expect(canvas.queryByText(T.readOnly)).not.toBeInTheDocument();
  },
};

/** The CompanyManager reads the same details: read-only fields, no 'Update image', no 'Save details'. */
export const ManagerReadOnly: Story = {
  beforeEach: ({ msw }) => {
    session = signInStory(msw, MANAGER);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await nameField(canvasElement);
    await expect(name).toHaveValue('Nordlys ApS');
    await expect(name).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: T.office })).toHaveAttribute('readonly');
    await expect(canvas.getByText(T.readOnly)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: T.submit })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: DETAILS_PAGE_TEXTS.updateImage })).not.toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Nordlys ApS' })).toBeVisible();
  },
};

/** 'Save details': 'Company successfully updated', the mocks hold the new values, and the card shows them. */
export const SavesTheDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await nameField(canvasElement);
    await userEvent.clear(name);
    await userEvent.type(name, 'Nordlys Studio ApS');
    await userEvent.clear(canvas.getByRole('textbox', { name: T.office }));
    await userEvent.type(canvas.getByRole('textbox', { name: T.office }), 'Room 404');
    await save(canvasElement);
    await expect(await screen.findByRole('alertdialog', { name: COMPANY_MESSAGES.updated })).toBeVisible();
    await expect(stored()).toMatchObject({ name: 'Nordlys Studio ApS', office: 'Room 404' });
    await expect(await canvas.findByRole('img', { name: 'Nordlys Studio ApS' })).toBeVisible();
    await expect(canvas.getByText('Room 404')).toBeVisible();
  },
};

/** Both fields are required (§5, the domain's schema); nothing is sent. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await nameField(canvasElement));
    await userEvent.clear(canvas.getByRole('textbox', { name: T.office }));
    await save(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: T.name })).toHaveAccessibleDescription(VALIDATION.required);
    await expect(canvas.getByRole('textbox', { name: T.office })).toHaveAccessibleDescription(VALIDATION.required);
    await expect(stored()).toMatchObject({ name: 'Nordlys ApS', office: 'Room 201' });
  },
};

/** The server refuses the change: its message above the fields and as an error toast; the typed values stay. */
export const ServerRefusal: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.put(`*${toRoutePattern(contract.company.update.path)}`, () => errorResponse(403, ERRORS.forbidden)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await nameField(canvasElement);
    await userEvent.clear(name);
    await userEvent.type(name, 'Taken over ApS');
    await save(canvasElement);
    await expect(await screen.findByRole('alertdialog', { name: ERRORS.forbidden })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(ERRORS.forbidden);
    await expect(canvas.getByRole('textbox', { name: T.name })).toHaveValue('Taken over ApS');
    await expect(stored().name).toBe('Nordlys ApS');
  },
};

/** 'Update image': a picture is chosen, cropped and uploaded; the avatar shows it. */
export const UpdatesTheImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await nameField(canvasElement);
    await openImageEditor(canvasElement, DETAILS_PAGE_TEXTS.updateImage, T.imageLabel);
    await cropAndSave(canvasElement, await imageFile('logo.png', 'image/png', 400, 300));
    await expect(await screen.findByRole('alertdialog', { name: COMPANY_MESSAGES.updated })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('group', { name: T.imageLabel })).not.toBeInTheDocument());
    await expect(stored().image).toMatch(/^data:image\/png;base64,/);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Nordlys ApS' })).toHaveAttribute('src', stored().image));
  },
};

/** A file that is no JPG or PNG is refused in the editor before anything is uploaded. */
export const ImageRefusedBeforeUpload: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await nameField(canvasElement);
    await openImageEditor(canvasElement, DETAILS_PAGE_TEXTS.updateImage, T.imageLabel);
    await userEvent.upload(fileInputOf(canvasElement), fakePng());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(VALIDATION.imageType);
    await expect(stored().image).toBeNull();
  },
};

/** A phone: the company card above the form, nothing wider than the screen. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await nameField(canvasElement);
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    const card = canvas.getByRole('region', { name: 'Nordlys ApS' }).getBoundingClientRect();
    const form = canvas.getByRole('heading', { name: T.formHeading }).getBoundingClientRect();
    await expect(form.top).toBeGreaterThan(card.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
