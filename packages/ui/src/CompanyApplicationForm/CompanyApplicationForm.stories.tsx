import type { FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import { CompanyApplicationForm } from './CompanyApplicationForm';

const onSubmit = fn((event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  return { ...Object.fromEntries(data), locations: data.getAll('locations') };
});

const LOCATIONS = [
  { id: 2, name: 'Aarhus Dokk Offices' },
  { id: 1, name: 'Copenhagen Harbour House' },
];

const meta = {
  title: 'Components/CompanyApplicationForm',
  component: CompanyApplicationForm,
  args: { formProps: { onSubmit, noValidate: true, 'aria-label': 'Company application' }, locations: LOCATIONS },
  beforeEach: () => {
    onSubmit.mockClear();
  },
  decorators: [(Story) => <div style={{ width: 460 }}><Story /></div>],
} satisfies Meta<typeof CompanyApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const office = canvas.getByRole('textbox', { name: 'Company Room Number' });
    await expect(office).toHaveAttribute('placeholder', 'Room 201');
    for (const [label, name] of [
      ['Company Name', 'name'],
      ['Company Room Number', 'office'],
      ['First name', 'firstName'],
      ['Last name', 'lastName'],
      ['Email', 'email'],
    ] as const) {
      await expect(canvas.getByRole('textbox', { name: label })).toHaveAttribute('name', name);
    }
    // §3: an application names its locations, chosen from the active ones.
    await expect(canvas.getByRole('combobox', { name: 'Locations' })).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toHaveAttribute('type', 'submit');
  },
};

export const SubmitsNamedFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Company Name' }), 'Hygge Design ApS');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Company Room Number' }), 'Room 305');
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Freja');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Holm');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'freja@hygge.test');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Locations' }), 'Aarhus');
    await userEvent.click(await screen.findByRole('option', { name: 'Aarhus Dokk Offices' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(onSubmit.mock.results[0]?.value).toEqual({
      name: 'Hygge Design ApS',
      office: 'Room 305',
      firstName: 'Freja',
      lastName: 'Holm',
      email: 'freja@hygge.test',
      locations: ['2'],
    });
  },
};

export const Invalid: Story = {
  args: {
    fields: {
      name: { errors: [VALIDATION.required] },
      office: { errors: [VALIDATION.required] },
      firstName: { defaultValue: 'Freja' },
      lastName: { errors: [VALIDATION.required] },
      email: { defaultValue: 'freja@', errors: [VALIDATION.provideValidEmail] },
      locations: { errors: [VALIDATION.selectLocations] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Company Name' })).toHaveAccessibleDescription(VALIDATION.required);
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeValid();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Freja');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(VALIDATION.provideValidEmail);
    await expect(canvas.getByText(VALIDATION.selectLocations)).toBeVisible();
  },
};

/** While the locations load, the list says so instead of 'No locations found'. */
export const LocationsLoading: Story = {
  args: { locations: null },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Locations' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByText('Loading locations')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const ServerError: Story = {
  args: { formErrors: [ERRORS.tooManyRequests] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(ERRORS.tooManyRequests);
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    const apply = within(canvasElement).getByRole('button', { name: 'Apply' });
    await expect(apply).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(apply);
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  decorators: [(Story) => <div style={{ width: 'calc(100vw - 32px)' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // First and last name stack instead of sitting side by side.
    const first = canvas.getByRole('textbox', { name: 'First name' }).getBoundingClientRect();
    const last = canvas.getByRole('textbox', { name: 'Last name' }).getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
  },
};

export const WideScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('textbox', { name: 'First name' }).getBoundingClientRect();
    const last = canvas.getByRole('textbox', { name: 'Last name' }).getBoundingClientRect();
    await expect(last.top).toBe(first.top);
  },
};
