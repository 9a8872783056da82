import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VALIDATION } from '@roombook/domain/messages';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', autoComplete: 'username' },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('name', 'email');
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'username');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'ada@roombook.test');
    await expect(input).toHaveValue('ada@roombook.test');
  },
};

export const WithDescription: Story = {
  args: { label: 'Mobile', name: 'mobile', type: 'tel', description: 'Plus sign, country code and number, e.g. +4512345678' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile' });
    await expect(input).toHaveAccessibleDescription('Plus sign, country code and number, e.g. +4512345678');
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'ada@', errorMessage: VALIDATION.emailInvalid },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(VALIDATION.emailInvalid);
    await expect(within(canvasElement).getByText(VALIDATION.emailInvalid)).toBeVisible();
  },
};

export const SeveralErrors: Story = {
  args: { label: 'Company Name', name: 'name', type: 'text', errorMessage: [VALIDATION.required, VALIDATION.tooManyCharacters] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Company Name' });
    await expect(input).toBeInvalid();
    await expect(canvas.getByText(VALIDATION.required)).toBeVisible();
    await expect(canvas.getByText(VALIDATION.tooManyCharacters)).toBeVisible();
    await expect(input).toHaveAccessibleDescription(`${VALIDATION.required} ${VALIDATION.tooManyCharacters}`);
  },
};

export const EmptyErrorMessageIsValid: Story = {
  args: { errorMessage: ['', '  '] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    // ARIA validation: the browser does not block the form on its own.
    await expect(input).not.toHaveAttribute('required');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ada@roombook.test' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { label: 'Company Name', name: 'name', type: 'text', isReadOnly: true, defaultValue: 'Nordlys ApS' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Company Name' });
    await userEvent.type(input, 'xyz');
    await expect(input).toHaveValue('Nordlys ApS');
  },
};

export const Placeholder: Story = {
  args: { label: 'Company Room Number', name: 'office', type: 'text', placeholder: 'Room 201' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Company Room Number' })).toHaveAttribute(
      'placeholder',
      'Room 201',
    );
  },
};

export const LongTexts: Story = {
  args: {
    label: 'The full legal name of the company as registered with the Danish Business Authority',
    name: 'name',
    type: 'text',
    defaultValue: 'Copenhagen Harbour Shared Offices and Meeting Rooms International Holding ApS',
    errorMessage: 'This is a deliberately long error message that has to wrap onto several lines inside a narrow field',
  },
};

function ControlledField() {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField label="First name" name="firstName" value={value} onChange={setValue} />
      <output aria-label="Greeting">{value ? `Hello, ${value}` : ''}</output>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledField />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Ada');
    await expect(canvas.getByRole('status', { name: 'Greeting' })).toHaveTextContent('Hello, Ada');
  },
};

export const PostsWithoutJavaScript: Story = {
  render: (args) => (
    <form aria-label="Plain form" action="/submit" method="post" onSubmit={(event) => event.preventDefault()}>
      <TextField {...args} defaultValue="ada@roombook.test" />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Plain form' }) as HTMLFormElement;
    await expect(new FormData(form).get('email')).toBe('ada@roombook.test');
  },
};
