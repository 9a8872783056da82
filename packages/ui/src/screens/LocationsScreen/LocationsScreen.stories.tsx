import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { contract } from '@roombook/domain/contract/index';
import type { Location } from '@roombook/domain/locations/schemas';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import { LOCATION_MESSAGES } from '@roombook/domain/locations/page';
import { errorResponse } from '@roombook/mocks/lib/contract-handler';
import { SAMPLE_ROOM_PHOTO } from '../../Avatar/sample-images';
import { DATA_TABLE_TEXTS as T } from '../../DataTable/texts';
import { cropAndSave, imageFile } from '../../ImageUpload/storyFiles';
import { zoomButtonLabel } from '../../ImageZoom/ImageZoom';
import { DIALOG_IMAGE_TEXTS } from '../shared/DialogImageField';
import { ENTITY_FORM_TEXTS } from '../shared/EntityFormDialog';
import { loadError, loadedData, storyAction, useStoryLoad, useStoryRun } from '../storyApi';
import { inMainRegion, StoryPage, useStoryToasts } from '../storyPage';
import { signInStory, type StorySession } from '../storySession';
import { expectRowShownWhole, rowHeaders, rowOf } from '../storyTable';
import { LOCATIONS_TEXTS, LocationsScreen, type LocationFormValue } from './LocationsScreen';

let session: StorySession;
const NO_LOCATIONS: Location[] = [];

/** The form's value as the calls take it: name, description and check-in, and the picture as the multipart part `image` when one was chosen. */
const posted = ({ name, description, checkInRequired, image }: LocationFormValue) => ({
  body: { name, description, checkInRequired },
  ...(image ? { files: { image: image as Blob } } : {}),
});

/**
 * Manage locations fed by the MSW handlers of `mocks/`: every call through the contract (the picture as
 * the multipart part `image`), toasted as the web's actions toast it; after a change the list is loaded
 * again, as the web reloads it.
 */
function LocationsStory() {
  const { queue, toast } = useStoryToasts();
  const [locations, updateLocations] = useStoryLoad(contract.location.list, session.token);

  const runAndSee = useStoryRun<Location[]>(toast, updateLocations);
  /** The call, then the list loaded again (what the web's reload shows). */
  const run = (request: () => Promise<unknown>, success: string) =>
    runAndSee(
      async () => {
        await request();
        return storyAction(contract.location.list, session.token);
      },
      success,
      (_list, fresh) => fresh,
    );
  const ids = (rows: Location[]) => rows.map((location) => location.id);

  return (
    <StoryPage queue={queue}>
      <LocationsScreen
        locations={loadedData(locations) ?? NO_LOCATIONS}
        isLoading={locations.status === 'loading'}
        error={loadError(locations)}
        onCreateLocation={(value) => run(() => storyAction(contract.location.create, session.token, posted(value)), LOCATION_MESSAGES.created)}
        onUpdateLocation={(location, value) =>
          run(() => storyAction(contract.location.update, session.token, { params: { id: location.id }, ...posted(value) }), LOCATION_MESSAGES.updated)
        }
        onDeleteLocation={(location) => run(() => storyAction(contract.location.delete, session.token, { params: { id: location.id } }), LOCATION_MESSAGES.deleted)}
        onDeleteLocations={(rows) => run(() => storyAction(contract.location.deleteMany, session.token, { body: { items: ids(rows) } }), LOCATION_MESSAGES.manyDeleted)}
        onSetLocationsActive={(rows, isActive) =>
          run(
            () => storyAction(isActive ? contract.location.setActive : contract.location.setInactive, session.token, { body: { items: ids(rows) } }),
            LOCATION_MESSAGES.manyUpdated,
          )
        }
      />
    </StoryPage>
  );
}

const meta = {
  title: 'Screens/Manage locations',
  component: LocationsStory,
  parameters: { layout: 'fullscreen' },
  decorators: [inMainRegion],
  beforeEach: ({ msw }) => {
    session = signInStory(msw, 'superadmin@roombook.test');
  },
} satisfies Meta<typeof LocationsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (canvasElement: HTMLElement) => within(canvasElement).findByRole('rowheader', { name: 'Aarhus Central' });
const stored = (name: string) => session.store.locations.list.find((location) => location.name === name);
const ALL = ['Aarhus Central', 'Copenhagen Harbour', 'Odense Docks'];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: LOCATIONS_TEXTS.heading })).toBeVisible();
    await expect(rowHeaders(canvasElement)).toEqual(ALL);
    await expect((await rowOf(canvasElement, 'Odense Docks')).getByText('Opening soon: the rooms are not set up yet.')).toBeVisible();
    // The number of meeting rooms; the new location has none.
    await expect((await rowOf(canvasElement, 'Odense Docks')).getByRole('cell', { name: '0' })).toBeVisible();
    await expect((await rowOf(canvasElement, 'Aarhus Central')).getByRole('switch')).toBeChecked();
  },
};

export const AddsALocationWithAPicture: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: LOCATIONS_TEXTS.add }));
    const dialogElement = await screen.findByRole('dialog', { name: LOCATIONS_TEXTS.add });
    const dialog = within(dialogElement);
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }));
    // §5: both required, nothing sent.
    await expect(dialog.getByRole('textbox', { name: LOCATIONS_TEXTS.name })).toHaveAccessibleDescription(VALIDATION.required);
    await expect(dialog.getByRole('textbox', { name: LOCATIONS_TEXTS.description })).toHaveAccessibleDescription(new RegExp(VALIDATION.required));

    await userEvent.type(dialog.getByRole('textbox', { name: LOCATIONS_TEXTS.name }), 'Aalborg Waterfront');
    await userEvent.type(dialog.getByRole('textbox', { name: LOCATIONS_TEXTS.description }), 'Four rooms by the fjord.');
    await userEvent.click(dialog.getByRole('button', { name: DIALOG_IMAGE_TEXTS.add }));
    await cropAndSave(dialogElement, await imageFile('harbour.png', 'image/png'));
    await expect(await dialog.findByRole('img', { name: DIALOG_IMAGE_TEXTS.chosen })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }));

    await expect(await screen.findByRole('alertdialog', { name: LOCATION_MESSAGES.created })).toBeVisible();
    await waitFor(() => expect(rowHeaders(canvasElement)).toEqual(['Aalborg Waterfront', ...ALL]));
    // The mocked API stored the picture; the table shows it.
    await expect(stored('Aalborg Waterfront')?.image).toMatch(/^data:image\/png/);
    await expect((await rowOf(canvasElement, 'Aalborg Waterfront')).getByRole('button', { name: zoomButtonLabel('Aalborg Waterfront') })).toBeVisible();
  },
};

/** 'Edit location' shows the current picture; 'Replace image' crops another, which the save uploads in its place. */
export const ReplacesThePictureOnEdit: Story = {
  beforeEach: () => {
    session.store.locations.list.find((location) => location.name === 'Copenhagen Harbour')!.image = SAMPLE_ROOM_PHOTO;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    // A location without a picture may get one on an edit.
    await userEvent.click((await rowOf(canvasElement, 'Odense Docks')).getByRole('button', { name: 'Edit Odense Docks' }));
    const odense = within(await screen.findByRole('dialog', { name: LOCATIONS_TEXTS.edit }));
    await expect(odense.getByRole('button', { name: DIALOG_IMAGE_TEXTS.add })).toBeVisible();
    await userEvent.click(odense.getByRole('button', { name: ENTITY_FORM_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: LOCATIONS_TEXTS.edit })).not.toBeInTheDocument());

    await userEvent.click((await rowOf(canvasElement, 'Copenhagen Harbour')).getByRole('button', { name: 'Edit Copenhagen Harbour' }));
    const dialogElement = await screen.findByRole('dialog', { name: LOCATIONS_TEXTS.edit });
    const dialog = within(dialogElement);
    await expect(dialog.getByRole('img', { name: DIALOG_IMAGE_TEXTS.current })).toHaveAttribute('src', SAMPLE_ROOM_PHOTO);
    await userEvent.click(dialog.getByRole('button', { name: DIALOG_IMAGE_TEXTS.replace }));
    await cropAndSave(dialogElement, await imageFile('new-harbour.png', 'image/png'));
    await expect(await dialog.findByRole('img', { name: DIALOG_IMAGE_TEXTS.chosen })).toBeVisible();
    await expect(dialog.getByRole('button', { name: DIALOG_IMAGE_TEXTS.keepCurrent })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }));

    await expect(await screen.findByRole('alertdialog', { name: LOCATION_MESSAGES.updated })).toBeVisible();
    await waitFor(() => expect(stored('Copenhagen Harbour')?.image).toMatch(/^data:image\/png/));
    await expect(canvas.getByRole('button', { name: zoomButtonLabel('Copenhagen Harbour') })).toBeVisible();
  },
};

/**
 * 'Check-in required' (docs/decisions/102) turned on in 'Edit location': the row says 'Required', and the
 * dialog opened again shows it checked, with what it means. On a desktop, where the table has room for every column.
 */
export const TurnsCheckInOn: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const edit = async () => {
      await userEvent.click((await rowOf(canvasElement, 'Odense Docks')).getByRole('button', { name: 'Edit Odense Docks' }));
      return within(await screen.findByRole('dialog', { name: LOCATIONS_TEXTS.edit }));
    };
    await expect((await rowOf(canvasElement, 'Odense Docks')).queryByText(LOCATIONS_TEXTS.required)).not.toBeInTheDocument();
    const dialog = await edit();
    const checkbox = dialog.getByRole('checkbox', { name: LOCATIONS_TEXTS.checkInRequired });
    await expect(checkbox).not.toBeChecked();
    await expect(checkbox).toHaveAccessibleDescription(LOCATIONS_TEXTS.checkInRequiredDescription);
    await userEvent.click(checkbox);
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }));

    await expect(await screen.findByRole('alertdialog', { name: LOCATION_MESSAGES.updated })).toBeVisible();
    await waitFor(() => expect(stored('Odense Docks')).toMatchObject({ checkInRequired: true }));
    await expect(await (await rowOf(canvasElement, 'Odense Docks')).findByText(LOCATIONS_TEXTS.required)).toBeVisible();
    await expect(stored('Aarhus Central')).toMatchObject({ checkInRequired: false });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: LOCATIONS_TEXTS.edit })).not.toBeInTheDocument());

    await expect((await edit()).getByRole('checkbox', { name: LOCATIONS_TEXTS.checkInRequired })).toBeChecked();
  },
};

/** On a phone the dialog shows the checkbox and its description whole. */
export const CheckInOnSmallScreen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  beforeEach: () => {
    stored('Copenhagen Harbour')!.checkInRequired = true;
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expectRowShownWhole(canvasElement, 'Copenhagen Harbour');
    await userEvent.click((await rowOf(canvasElement, 'Copenhagen Harbour')).getByRole('button', { name: 'Edit Copenhagen Harbour' }));
    const dialog = within(await screen.findByRole('dialog', { name: LOCATIONS_TEXTS.edit }));
    await expect(dialog.getByRole('checkbox', { name: LOCATIONS_TEXTS.checkInRequired })).toBeChecked();
    // Once the dialog has faded in.
    await waitFor(() => expect(dialog.getByText(LOCATIONS_TEXTS.checkInRequiredDescription)).toBeVisible());
  },
};

export const ATakenNameIsRefused: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Odense Docks')).getByRole('button', { name: 'Edit Odense Docks' }));
    const dialog = within(await screen.findByRole('dialog', { name: LOCATIONS_TEXTS.edit }));
    const name = dialog.getByRole('textbox', { name: LOCATIONS_TEXTS.name });
    await userEvent.clear(name);
    await userEvent.type(name, 'aarhus central');
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(LOCATION_MESSAGES.nameTaken);
    await userEvent.clear(name);
    await userEvent.type(name, 'Odense Harbour');
    await userEvent.click(dialog.getByRole('button', { name: ENTITY_FORM_TEXTS.save }));
    await expect(await screen.findByRole('alertdialog', { name: LOCATION_MESSAGES.updated })).toBeVisible();
    await waitFor(() => expect(rowHeaders(canvasElement)).toEqual(['Aarhus Central', 'Copenhagen Harbour', 'Odense Harbour']));
  },
};

export const DeleteWarnsOfTheRooms: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Aarhus Central')).getByRole('button', { name: 'Delete Aarhus Central' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: LOCATION_MESSAGES.confirmDeleteMany }));
    await userEvent.click(confirm.getByRole('button', { name: T.delete }));
    await expect(await screen.findByRole('alertdialog', { name: LOCATION_MESSAGES.deleted })).toBeVisible();
    await waitFor(() => expect(rowHeaders(canvasElement)).toEqual(['Copenhagen Harbour', 'Odense Docks']));
    // Its rooms went with it.
    await expect(session.store.rooms.filter((room) => room.locationId === 2)).toEqual([]);
  },
};

export const BulkMarkInactive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click((await rowOf(canvasElement, 'Aarhus Central')).getByRole('checkbox'));
    await userEvent.click((await rowOf(canvasElement, 'Odense Docks')).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: T.markInactive }));
    await expect(await screen.findByRole('alertdialog', { name: LOCATION_MESSAGES.manyUpdated })).toBeVisible();
    await waitFor(async () => expect((await rowOf(canvasElement, 'Odense Docks')).getByRole('switch')).not.toBeChecked());
    await expect(stored('Aarhus Central')).toMatchObject({ isActive: false });
    await expect(stored('Copenhagen Harbour')).toMatchObject({ isActive: true });
  },
};

export const Loading: Story = {
  parameters: { visual: { openRequests: 1 } },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(`*${contract.location.list.path}`, async () => {
        await delay('infinite');
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: LOCATIONS_TEXTS.loading })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(`*${contract.location.list.path}`, () => errorResponse(500, ERRORS.internal)));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(ERRORS.internal);
  },
};

/** On a phone each location is a card with every column and its actions. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expectRowShownWhole(canvasElement, 'Copenhagen Harbour');
    await expect(canvas.getByRole('button', { name: LOCATIONS_TEXTS.add }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
