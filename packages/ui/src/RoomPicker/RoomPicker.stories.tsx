import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { TEXTS } from '@roombook/domain/messages';
import { ALL_ROOMS, NoRoomsState, RoomPicker, ROOM_PICKER_LABEL, type RoomPickerProps } from './RoomPicker';

const ROOMS = [
  { id: 2, name: 'Fjord' },
  { id: 3, name: 'Birk' },
  { id: 4, name: 'Kattegat' },
];

function Controlled(props: RoomPickerProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <RoomPicker
      {...props}
      selected={selected}
      onChange={(choice) => {
        setSelected(choice);
        props.onChange(choice);
      }}
    />
  );
}

const meta = {
  title: 'Calendar/RoomPicker',
  component: RoomPicker,
  args: { rooms: ROOMS, selected: ALL_ROOMS, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ width: 280 }}><Story /></div>],
} satisfies Meta<typeof RoomPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: new RegExp(ROOM_PICKER_LABEL) });

/** 'ALL' first, then the rooms; picking one gives its id, picking ALL gives 'ALL'. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('ALL');
    await userEvent.click(trigger(canvasElement));
    const list = await screen.findByRole('listbox');
    await expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['ALL', 'Fjord', 'Birk', 'Kattegat']);
    await userEvent.click(within(list).getByRole('option', { name: 'Birk' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(trigger(canvasElement));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'ALL' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(ALL_ROOMS);
  },
};

export const OneRoom: Story = { args: { selected: 4 } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
  },
};

export const LongNames: Story = {
  args: { rooms: [{ id: 11, name: 'The large conference hall on the fourth floor overlooking the harbour' }, ...ROOMS], selected: 11 },
};

/** The location has no rooms: the calendar page shows this instead of the calendar. */
export const NoRooms: Story = {
  render: () => <NoRoomsState />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(TEXTS.calendar.noRooms)).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  decorators: [(Story) => <div style={{ width: '100%' }}><Story /></div>],
};
