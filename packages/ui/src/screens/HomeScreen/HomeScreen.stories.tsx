import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contract } from '@roombook/domain/contract/index';
import { createHandlers, MockStore } from '@roombook/mocks/handlers';
import { loadedData, useStoryLoad } from '../storyApi';
import { inMainRegion } from '../storyPage';
import { HOME_TEXTS, HomeScreen } from './HomeScreen';

/** The story's signed-in user (set from `parameters.user`) and their bearer token. */
const session = { token: '' };

/**
 * The signed-in home fed by the MSW handlers of `mocks/`: the session's user (GET /api/user/me), as the
 * web's root loader knows them. In the web it is the page inside the shell's main region (here a padded
 * <main> stands for it).
 */
function HomeStory() {
  const [me] = useStoryLoad(contract.auth.me, session.token);
  const user = loadedData(me);
  return user ? <HomeScreen user={{ ...user, companyName: user.company?.name ?? null }} /> : null;
}

const meta = {
  title: 'Screens/Home',
  component: HomeStory,
  parameters: { layout: 'fullscreen', user: 'user@roombook.test' },
  decorators: [inMainRegion],
  beforeEach: ({ msw, parameters }) => {
    const store = new MockStore();
    session.token = store.issueTokens(store.findUserByEmail(String(parameters.user))!.id).token;
    msw.use(...createHandlers(store));
  },
} satisfies Meta<typeof HomeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const detailsOf = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);

/** A user of a company: name, role label (§1), company and email. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 1, name: HOME_TEXTS.greeting('Ulla') });
    await expect(within(canvasElement).getByRole('region', { name: heading.textContent! })).toBeVisible();
    await expect(detailsOf(canvasElement)).toEqual([
      [HOME_TEXTS.name, 'Ulla User'],
      [HOME_TEXTS.role, 'User'],
      [HOME_TEXTS.company, 'Nordlys ApS'],
      [HOME_TEXTS.email, 'user@roombook.test'],
    ]);
  },
};

/** A SuperAdmin belongs to no company. */
export const WithoutCompany: Story = {
  parameters: { user: 'superadmin@roombook.test' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: HOME_TEXTS.greeting('Sofie') });
    await expect(detailsOf(canvasElement)).toContainEqual([HOME_TEXTS.company, HOME_TEXTS.noCompany]);
    await expect(detailsOf(canvasElement)).toContainEqual([HOME_TEXTS.role, 'SuperAdmin']);
  },
};
