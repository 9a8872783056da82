import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { TEXTS } from '@roombook/domain/messages';
import { LOADING_LOCATIONS, LocationPicker, LOCATION_PICKER_LABEL, type LocationPickerProps } from './LocationPicker';

const LOCATIONS = [
  { id: 1, name: 'Copenhagen Harbour' },
  { id: 2, name: 'Aarhus Central' },
  { id: 3, name: 'Odense Docks' },
];

function Controlled(props: LocationPickerProps) {
  const [selectedId, setSelectedId] = useState(props.selectedId);
  return (
    <LocationPicker
      {...props}
      selectedId={selectedId}
      onChange={(id) => {
        setSelectedId(id);
        props.onChange(id);
      }}
    />
  );
}

const meta = {
  title: 'Calendar/LocationPicker',
  component: LocationPicker,
  args: { locations: LOCATIONS, selectedId: 1, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ width: 280 }}><Story /></div>],
} satisfies Meta<typeof LocationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: new RegExp(LOCATION_PICKER_LABEL) });

/** The current location is shown; picking another calls onChange with its id (keyboard only). */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('Copenhagen Harbour');
    trigger(canvasElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    await expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(LOCATIONS.map((l) => l.name));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(trigger(canvasElement)).toHaveTextContent('Aarhus Central');
  },
};

/** Without locations: 'No locations found', and nothing to open. */
export const Empty: Story = {
  args: { locations: [], selectedId: null },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent(TEXTS.calendar.noLocations);
    await expect(trigger(canvasElement)).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { locations: [], selectedId: null, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent(LOADING_LOCATIONS);
    await expect(trigger(canvasElement)).not.toHaveTextContent(TEXTS.calendar.noLocations);
    await expect(trigger(canvasElement)).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
  },
};

export const LongNames: Story = {
  args: {
    locations: [{ id: 9, name: 'Copenhagen Harbour — Nordhavn shared offices, building C, entrance from the quay' }, ...LOCATIONS],
    selectedId: 9,
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  decorators: [(Story) => <div style={{ width: '100%' }}><Story /></div>],
};
