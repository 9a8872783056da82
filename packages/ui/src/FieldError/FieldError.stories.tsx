import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Input, Label, TextField as RACTextField } from 'react-aria-components';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import { field, input, label } from '../TextField/TextField.css';
import { FieldError } from './FieldError';
import { FormErrorList } from './FormErrorList';

const meta = {
  title: 'Components/FieldError',
  component: FormErrorList,
  args: { errors: [ERRORS.invalidCredentials] },
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
} satisfies Meta<typeof FormErrorList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form-level error (e.g. the server's message) is an alert, announced at once. */
export const FormError: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(ERRORS.invalidCredentials);
    await expect(within(alert).queryByRole('list')).not.toBeInTheDocument();
  },
};

export const SeveralFormErrors: Story = {
  args: { errors: [ERRORS.forbidden, VALIDATION.selectAvailableRoom] },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('alert')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([ERRORS.forbidden, VALIDATION.selectAvailableRoom]);
  },
};

export const NoErrors: Story = {
  args: { errors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const BlankMessagesAreLeftOut: Story = {
  args: { errors: ['', '  ', ERRORS.internal] },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(ERRORS.internal);
    await expect(within(alert).queryByRole('list')).not.toBeInTheDocument();
  },
};

/** FieldError inside any react-aria field: shown while the field is invalid, linked to its input. */
export const InsideAField: Story = {
  render: () => (
    <RACTextField className={field} isInvalid validationBehavior="aria" defaultValue="Room">
      <Label className={label}>Room name</Label>
      <Input className={input} />
      <FieldError errors={[VALIDATION.required, VALIDATION.tooManyCharacters]} />
    </RACTextField>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textbox = canvas.getByRole('textbox', { name: 'Room name' });
    await expect(textbox).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox).toHaveAccessibleDescription(`${VALIDATION.required} ${VALIDATION.tooManyCharacters}`);
    await expect(canvas.getByText(VALIDATION.tooManyCharacters)).toBeVisible();
  },
};

export const NotShownWhileTheFieldIsValid: Story = {
  render: () => (
    <RACTextField className={field} validationBehavior="aria">
      <Label className={label}>Room name</Label>
      <Input className={input} />
      <FieldError errors={[VALIDATION.required]} />
    </RACTextField>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(VALIDATION.required)).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    errors: [
      'The booking could not be saved because another company booked Meeting Room 4 at Copenhagen Harbour a moment ago',
      'Averyveryverylongwordwithoutanyspacesthatmustwrapinsidethealertbox',
    ],
  },
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.getBoundingClientRect().width).toBeLessThanOrEqual(240);
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  args: { errors: [ERRORS.sessionExpired, ERRORS.tooManyRequests] },
  decorators: [(Story) => <div style={{ width: '100%' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
