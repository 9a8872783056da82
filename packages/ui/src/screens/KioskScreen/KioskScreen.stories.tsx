import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { contract } from '@roombook/domain/contract/index';
import { KioskSignInBody, type KioskOrderBody } from '@roombook/domain/kiosk/schemas';
import { KIOSK_MESSAGES, TEXTS, VALIDATION } from '@roombook/domain/messages';
import { createHandlers, MockStore } from '@roombook/mocks/handlers';
import { mockLocations } from '@roombook/mocks/data/factories';
import { storyAction, storyCall, useStoryLoad } from '../storyApi';
import { useStoryForm } from '../storyForm';
import { StoryPage, useStoryToasts } from '../storyPage';
import { KioskScreen } from './KioskScreen';
import { KioskSignInScreen } from './KioskSignInScreen';

const T = TEXTS.kiosk;

/** The mocks' canteens: Copenhagen (with a printer) and Aarhus (without). */
const CANTEENS = {
  copenhagen: { locationId: mockLocations[0]!.id, password: 'kantine-cph' },
  aarhus: { locationId: mockLocations[1]!.id, password: 'kantine-aar' },
} as const;

const story: { store: MockStore; token: string | null } = { store: new MockStore(), token: null };

/**
 * The kiosk as the web route shows it, fed by the MSW handlers of `mocks/`: signed out, its sign-in (the
 * locations with a canteen, the form checked with the domain's schema); signed in, the menu and the orders,
 * each call with the device token. `onPrint` stands in for the browser's print.
 */
function KioskStory({ onPrint }: { onPrint: () => void }) {
  const { queue, toast } = useStoryToasts();
  const [token, setToken] = useState(story.token);
  return <StoryPage queue={queue}>{token ? <SignedIn token={token} onPrint={onPrint} onSignedOut={() => setToken(null)} /> : <SignedOut toast={toast} onSignedIn={setToken} />}</StoryPage>;
}

function SignedOut({ toast, onSignedIn }: { toast: Parameters<typeof useStoryForm>[0]['toast']; onSignedIn: (token: string) => void }) {
  const [locations] = useStoryLoad(contract.kiosk.locations, undefined);
  const form = useStoryForm({
    schema: KioskSignInBody,
    hideFields: ['password'],
    submit: (body) => storyCall(contract.kiosk.signIn, undefined, { body }),
    toast,
    onSuccess: (session) => onSignedIn(session.token),
  });
  return (
    <KioskSignInScreen
      key={form.key}
      {...form.props}
      locations={locations.status === 'done' ? locations.data : []}
      locationId={form.fields.locationId}
      password={form.fields.password}
    />
  );
}

function SignedIn({ token, onPrint, onSignedOut }: { token: string; onPrint: () => void; onSignedOut: () => void }) {
  const [menu] = useStoryLoad(contract.kiosk.menu, token);
  if (menu.status !== 'done') return null;
  return (
    <KioskScreen
      menu={menu.data}
      onOrder={(body: KioskOrderBody) => storyAction(contract.kiosk.order, token, { body })}
      onSignOut={async () => {
        await storyAction(contract.kiosk.signOut, token);
        onSignedOut();
      }}
      onPrint={onPrint}
    />
  );
}

/** A fresh store with the mocks' handlers; the kiosk signed in to `canteen`, or signed out. */
function setUp(msw: { use: (...handlers: ReturnType<typeof createHandlers>) => void }, canteen: keyof typeof CANTEENS | null) {
  story.store = new MockStore();
  msw.use(...createHandlers(story.store));
  story.token = canteen === null ? null : story.store.kiosk.signIn(CANTEENS[canteen]).token;
}

const meta = {
  title: 'Screens/Canteen kiosk',
  component: KioskStory,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  args: { onPrint: fn() },
  beforeEach: ({ msw }) => setUp(msw, 'copenhagen'),
} satisfies Meta<typeof KioskStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------------------------------------------
// Expected values: from the mocks' fixtures (prices without tax in øre), written out here

/** Coffee 25,00 without tax → 31,25 kr. with tax; Croissant 32,00 → 40,00 kr. */
const COFFEE = 'Coffee';
const CROISSANT = 'Croissant';

const canvasOf = (canvasElement: HTMLElement) => within(canvasElement);
const add = async (canvasElement: HTMLElement, name: string, times = 1) => {
  const tile = await canvasOf(canvasElement).findByRole('button', { name: new RegExp(`^Add ${name} `) });
  for (let i = 0; i < times; i += 1) await userEvent.click(tile);
};
const totalOf = (canvasElement: HTMLElement) => canvasOf(canvasElement).getByRole('status', { name: T.total });
/** The next order number of the Copenhagen canteen in the store (its fixtures' highest plus one). */
const nextNumber = () => Math.max(...story.store.canteenOrders.filter((order) => order.canteenId === 1).map((order) => order.orderNumber)) + 1;

export const SignInForm: Story = {
  beforeEach: ({ msw }) => setUp(msw, null),
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: T.signInHeading })).toBeVisible();
    // Nothing chosen: the form says what is missing and sends nothing.
    await userEvent.click(canvas.getByRole('button', { name: T.signIn }));
    await expect(canvas.getByLabelText(T.password)).toHaveAccessibleDescription(VALIDATION.passwordRequired);
    await expect(canvas.getByRole('button', { name: new RegExp(T.location) })).toHaveAccessibleDescription(VALIDATION.required);
    // Only the locations with a canteen are offered (once the story's loader has read them from the mocks:
    // until then the list is empty, which a busy machine showed as 'No location has a canteen yet').
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(T.location) }));
    const offered = story.store.kiosk.locations().map((location) => location.name);
    await waitFor(async () => expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(offered));
    await userEvent.keyboard('{Escape}');
  },
};

export const SignIn: Story = {
  beforeEach: ({ msw }) => setUp(msw, null),
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(T.location) }));
    await userEvent.click(await screen.findByRole('option', { name: mockLocations[0]!.name }));
    await userEvent.type(canvas.getByLabelText(T.password), CANTEENS.copenhagen.password);
    await userEvent.click(canvas.getByRole('button', { name: T.signIn }));
    await expect(await canvas.findByRole('heading', { level: 1, name: T.menuHeading })).toBeVisible();
    await expect(canvas.getByText(mockLocations[0]!.name)).toBeVisible();
  },
};

export const WrongCanteenPassword: Story = {
  beforeEach: ({ msw }) => setUp(msw, null),
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(T.location) }));
    await userEvent.click(await screen.findByRole('option', { name: mockLocations[1]!.name }));
    // The Copenhagen canteen's password does not open the Aarhus canteen.
    await userEvent.type(canvas.getByLabelText(T.password), CANTEENS.copenhagen.password);
    await userEvent.click(canvas.getByRole('button', { name: T.signIn }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(KIOSK_MESSAGES.signInFailed);
    await expect(canvas.queryByRole('heading', { name: T.menuHeading })).not.toBeInTheDocument();
  },
};

export const Menu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByRole('button', { name: `Add ${COFFEE} 31,25 kr.` })).toBeVisible();
    await expect(canvas.getByText(T.pricesIncludeTax)).toBeVisible();
    await expect(canvas.getByRole('button', { name: T.orderAsGuest })).toBeDisabled();
    await add(canvasElement, COFFEE, 2);
    await add(canvasElement, CROISSANT);
    // 2 × 25,00 + 32,00 = 82,00 without tax; 102,50 with 25 % tax.
    await expect(totalOf(canvasElement)).toHaveTextContent(`${T.total}102,50 kr.`);
    await expect(canvas.getByLabelText(T.quantityOf(COFFEE))).toHaveTextContent('2');
    await userEvent.click(canvas.getByRole('button', { name: T.remove(COFFEE) }));
    await expect(totalOf(canvasElement)).toHaveTextContent('71,25 kr.');
  },
};

export const GuestOrderWithReceipt: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = canvasOf(canvasElement);
    const number = nextNumber();
    // By keyboard: Tab to the coffee, Enter twice; then the croissant with Space.
    await canvas.findByRole('button', { name: new RegExp(`^Add ${COFFEE} `) });
    const coffee = canvas.getByRole('button', { name: new RegExp(`^Add ${COFFEE} `) });
    coffee.focus();
    await userEvent.keyboard('{Enter}{Enter}');
    canvas.getByRole('button', { name: new RegExp(`^Add ${CROISSANT} `) }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', { name: T.orderAsGuest }));

    const receipt = await canvas.findByRole('heading', { level: 1, name: T.receiptHeading });
    await waitFor(() => expect(receipt).toHaveFocus());
    await expect(canvas.getByText(T.thanks('Guest'))).toBeVisible();
    await expect(canvas.getByText(String(number))).toBeVisible();
    const table = canvas.getByRole('table', { name: T.receiptHeading });
    await expect(within(table).getByRole('row', { name: `${COFFEE} 2 62,50 kr.` })).toBeVisible();
    await expect(within(table).getByRole('row', { name: `${T.totalExcludingTax} 82,00 kr.` })).toBeVisible();
    await expect(within(table).getByRole('row', { name: `${T.tax} 20,50 kr.` })).toBeVisible();
    await expect(within(table).getByRole('row', { name: `${T.totalIncludingTax} 102,50 kr.` })).toBeVisible();
    // The order reached the mocks' store, without tax, as the canteen report reads it.
    const stored = story.store.canteenOrders.find((order) => order.orderNumber === number && order.canteenId === 1);
    await expect(stored).toMatchObject({ companyId: null, employee: null, lines: [{ name: COFFEE, price: 2500, quantity: 2 }, { name: CROISSANT, price: 3200, quantity: 1 }] });

    await userEvent.click(canvas.getByRole('button', { name: T.print }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
};

/** Chooses the company and taps a PIN on the pad. */
const identify = async (canvasElement: HTMLElement, company: string, pin: string) => {
  const canvas = canvasOf(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: T.identify }));
  await expect(await canvas.findByRole('heading', { level: 1, name: T.identifyHeading })).toHaveFocus();
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(T.company) }));
  await userEvent.click(await screen.findByRole('option', { name: company }));
  const pad = canvas.getByRole('group', { name: T.pinPad });
  for (const digit of pin) await userEvent.click(within(pad).getByRole('button', { name: digit }));
};

export const EmployeeOrderWithPin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await add(canvasElement, COFFEE);
    await identify(canvasElement, 'Nordlys ApS', '6666');
    // The PIN is never shown: the input is masked, and only its length is told.
    const input = canvas.getByLabelText(T.pin);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAccessibleDescription(T.pinEntered(4));
    await expect(canvas.queryByText('6666')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: T.placeOrder }));
    await expect(await canvas.findByText(T.thanks('Ulla'))).toBeVisible();
    await expect(canvas.getByText('Ulla, Nordlys ApS')).toBeVisible();
  },
};

export const WrongPin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    const ordersBefore = story.store.canteenOrders.length;
    await add(canvasElement, CROISSANT);
    await identify(canvasElement, 'Nordlys ApS', '1234');
    await userEvent.click(canvas.getByRole('button', { name: T.placeOrder }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(KIOSK_MESSAGES.wrongPin(4, 0));
    // The PIN starts again; the company stays; nothing was ordered.
    await expect(canvas.getByLabelText(T.pin)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: T.placeOrder })).toBeDisabled();
    await expect(story.store.canteenOrders).toHaveLength(ordersBefore);
  },
};

export const TooManyWrongPins: Story = {
  beforeEach: ({ msw }) => {
    setUp(msw, 'copenhagen');
    // Five wrong PINs on this kiosk just now.
    const session = story.store.kiosk.sessionFor(`Bearer ${story.token}`)!;
    for (let i = 0; i < 5; i += 1) {
      try {
        story.store.kiosk.order(session, { lines: [{ itemId: 1, quantity: 1 }], employee: { companyId: 1, pinCode: '0000' } });
      } catch {
        // Refused, and counted.
      }
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await add(canvasElement, COFFEE);
    await identify(canvasElement, 'Nordlys ApS', '6666');
    await userEvent.click(canvas.getByRole('button', { name: T.placeOrder }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(KIOSK_MESSAGES.pinLocked(15 * 60));
    // A guest may still order: back to the menu, the order kept.
    await userEvent.click(canvas.getByRole('button', { name: T.back }));
    await userEvent.click(await canvas.findByRole('button', { name: T.orderAsGuest }));
    await expect(await canvas.findByText(T.thanks('Guest'))).toBeVisible();
  },
};

export const WithoutPrinter: Story = {
  beforeEach: ({ msw }) => setUp(msw, 'aarhus'),
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await add(canvasElement, 'Salad bowl');
    await userEvent.click(canvas.getByRole('button', { name: T.orderAsGuest }));
    await expect(await canvas.findByRole('heading', { level: 1, name: T.receiptHeading })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: T.print })).not.toBeInTheDocument();
    // A new order starts from an empty order on the menu.
    await userEvent.click(canvas.getByRole('button', { name: T.newOrder }));
    await expect(await canvas.findByRole('heading', { level: 1, name: T.menuHeading })).toHaveFocus();
    await expect(totalOf(canvasElement)).toHaveTextContent('0,00 kr.');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await add(canvasElement, COFFEE);
    await add(canvasElement, 'Smørrebrød');
    await expect(totalOf(canvasElement)).toHaveTextContent('143,13 kr.');
    // Nothing is wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const tile = canvas.getByRole('button', { name: new RegExp(`^Add ${COFFEE} `) });
    await expect(tile.getBoundingClientRect().height).toBeGreaterThanOrEqual(112);
    // The total stays in view at the bottom, and 'Review order' brings the order up.
    await userEvent.click(canvas.getByRole('button', { name: T.reviewOrder }));
    const order = canvas.getByRole('heading', { level: 2, name: T.orderHeading });
    await expect(order).toHaveFocus();
    await waitFor(() => expect(order.getBoundingClientRect().top).toBeLessThan(window.innerHeight));
  },
};

export const SignOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: T.signOut }));
    const dialog = within(await screen.findByRole('alertdialog', { name: T.signOut }));
    await expect(dialog.getByText(T.signOutConfirm)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: T.signOut }));
    await expect(await canvas.findByRole('heading', { level: 1, name: T.signInHeading })).toBeVisible();
  },
};
