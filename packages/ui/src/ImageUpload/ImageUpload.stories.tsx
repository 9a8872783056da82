import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { detectImageType } from '@roombook/domain/images/sniff';
import { VALIDATION } from '@roombook/domain/messages';
import { ImageUpload } from './ImageUpload';
import { cropperReady, fakePng, fileInputOf, imageFile, tooLargePng } from './storyFiles';
import { expectSecondaryButton } from '../Button/storyButton';

// ---------------------------------------------------------------------------------------------------
// More files and drag-and-drop (the picture files come from storyFiles.ts).

const gifFile = () =>
  new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00])], 'anim.gif', { type: 'image/gif' });

/**
 * The DataTransfer of a file dragged from the desktop. One made in script keeps effectAllowed 'none'
 * (only a real drag start may set it), so it reports 'all' as a drag from the file manager does.
 */
function desktopDataTransfer(file: File): DataTransfer {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  Object.defineProperty(dataTransfer, 'effectAllowed', { value: 'all' });
  return dataTransfer;
}

/**
 * Drags a file over the drop zone and drops it, as the browser does for a file from the desktop.
 * react-aria reads dropped files through `webkitGetAsEntry()`, which is null for a DataTransfer made in
 * script (only a real drag has a file-system entry); for the drop, the items report a file entry as a
 * real drag does.
 */
function dropFile(target: Element, file: File) {
  const dataTransfer = desktopDataTransfer(file);
  const { left, top } = target.getBoundingClientRect();
  const original = Object.getOwnPropertyDescriptor(DataTransferItem.prototype, 'webkitGetAsEntry')!;
  Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', {
    configurable: true,
    value: () => ({ isFile: true, isDirectory: false, name: file.name }),
  });
  try {
    for (const type of ['dragenter', 'dragover', 'drop']) {
      target.dispatchEvent(
        new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer, clientX: left + 10, clientY: top + 10 }),
      );
    }
  } finally {
    Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', original);
  }
}

const sizeOf = async (blob: Blob) => {
  const bitmap = await createImageBitmap(blob);
  return { width: bitmap.width, height: bitmap.height };
};

const typeOf = async (blob: Blob) => detectImageType(new Uint8Array(await blob.slice(0, 16).arrayBuffer()));

/** The cropped Blob of the last onCropped call. */
const croppedBlob = (onCropped: unknown): Blob => {
  const calls = (onCropped as { mock: { calls: unknown[][] } }).mock.calls;
  return calls.at(-1)![0] as Blob;
};

// ---------------------------------------------------------------------------------------------------

const meta = {
  title: 'Components/ImageUpload',
  component: ImageUpload,
  args: { label: 'Update image', onCropped: fn(), onCancel: fn() },
  decorators: [(Story) => <div style={{ width: 'min(480px, 100%)' }}><Story /></div>],
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Update image' })).toBeVisible();
    await expect(canvas.getByText('Drag and drop an image here')).toBeVisible();
    await expect(canvas.getByText('JPG or PNG, at most 20 MB')).toBeVisible();
    await userEvent.tab();
    // First the drop target (it also takes a pasted image), then the button.
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Choose image' })).toHaveFocus());
    await expect(fileInputOf(canvasElement)).toHaveAttribute('accept', 'image/jpeg,image/png');
  },
};

/** The avatar case: a PNG cropped to a square PNG. */
export const CropsAPngToASquare: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputOf(canvasElement), await imageFile('me.png', 'image/png', 400, 300));
    await cropperReady(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Zoom' })).toHaveValue('1');
    // The Danish percent format of the page's locale (en-DK, ADR 089): a space before the sign.
    await expect(canvas.getByText(/^100\s%$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save image' }));
    await waitFor(() => expect(args.onCropped).toHaveBeenCalledTimes(1));
    const blob = croppedBlob(args.onCropped);
    await expect(blob.type).toBe('image/png');
    await expect(await typeOf(blob)).toBe('image/png');
    // Zoom 1 on a 400 × 300 picture: the largest square, 300 × 300.
    await expect(await sizeOf(blob)).toEqual({ width: 300, height: 300 });
  },
};

export const ZoomAndMoveByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputOf(canvasElement), await imageFile('me.png', 'image/png', 400, 300));
    const area = await cropperReady(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Zoom' });
    slider.focus();
    // Ten steps of 0.1: twice as large.
    for (let i = 0; i < 10; i += 1) await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveValue('2');
    await expect(canvas.getByText(/^200\s%$/)).toBeVisible();
    // The crop area moves with the arrow keys.
    const image = canvasElement.querySelector<HTMLImageElement>('.reactEasyCrop_Image')!;
    const before = image.style.transform;
    area.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(image.style.transform).not.toBe(before));
    await userEvent.click(canvas.getByRole('button', { name: 'Save image' }));
    await waitFor(() => expect(args.onCropped).toHaveBeenCalledTimes(1));
    // Twice the zoom: half the square of the picture's pixels.
    const { width, height } = await sizeOf(croppedBlob(args.onCropped));
    await expect(width).toBe(height);
    await expect(Math.abs(width - 150)).toBeLessThanOrEqual(1);
  },
};

/** Profile avatar: a round guide over the picture; the saved image is still a square. */
export const RoundGuideForAvatars: Story = {
  args: { label: 'Profile picture', cropShape: 'round' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputOf(canvasElement), await imageFile('me.png', 'image/png', 300, 500));
    const area = await cropperReady(canvasElement);
    await expect(getComputedStyle(area).borderRadius).toBe('50%');
    await userEvent.click(canvas.getByRole('button', { name: 'Save image' }));
    await waitFor(() => expect(args.onCropped).toHaveBeenCalledTimes(1));
    await expect(await sizeOf(croppedBlob(args.onCropped))).toEqual({ width: 300, height: 300 });
  },
};

/** A room picture: 16:9, and a JPEG stays a JPEG. */
export const JpegAt16By9: Story = {
  args: { label: 'Room image', aspect: 16 / 9 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputOf(canvasElement), await imageFile('room.jpg', 'image/jpeg', 800, 800));
    await cropperReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save image' }));
    await waitFor(() => expect(args.onCropped).toHaveBeenCalledTimes(1));
    const blob = croppedBlob(args.onCropped);
    await expect(blob.type).toBe('image/jpeg');
    await expect(await typeOf(blob)).toBe('image/jpeg');
    const { width, height } = await sizeOf(blob);
    await expect(width).toBe(800);
    await expect(Math.abs(height - 450)).toBeLessThanOrEqual(1);
  },
};

/** A big photo is scaled down to at most 1024 pixels on its longer side. */
export const LargePhotoIsScaledDown: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputOf(canvasElement), await imageFile('camera.png', 'image/png', 2400, 1600));
    await cropperReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save image' }));
    await waitFor(() => expect(args.onCropped).toHaveBeenCalledTimes(1));
    await expect(await sizeOf(croppedBlob(args.onCropped))).toEqual({ width: 1024, height: 1024 });
  },
};

/** Error: a text file named .png is refused by its bytes, before any upload. */
export const RefusesAFakePng: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputOf(canvasElement), fakePng());
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/^Invalid file type\. Must be JPG or PNG$/);
    await expect(alert).toHaveTextContent(VALIDATION.imageType);
    await expect(canvas.queryByRole('group', { name: 'Crop area' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toHaveAccessibleDescription(VALIDATION.imageType);
    await expect(args.onCropped).not.toHaveBeenCalled();
    // A good file afterwards clears the message.
    await userEvent.upload(fileInputOf(canvasElement), await imageFile('me.png', 'image/png'));
    await cropperReady(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Error: over IMAGE_MAX_BYTES (20 MB) is refused before upload. */
export const RefusesATooLargeFile: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputOf(canvasElement), await tooLargePng());
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/^Image too large\. Maximum size is 20 MB$/);
    await expect(canvas.queryByRole('group', { name: 'Crop area' })).not.toBeInTheDocument();
    await expect(args.onCropped).not.toHaveBeenCalled();
  },
};

export const DragAndDrop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByText('Drag and drop an image here').parentElement!;
    // Dragging over highlights the drop zone.
    const dataTransfer = desktopDataTransfer(gifFile());
    zone.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer }));
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target', 'true'));
    zone.dispatchEvent(new DragEvent('dragleave', { bubbles: true, cancelable: true, dataTransfer }));
    await waitFor(() => expect(zone).not.toHaveAttribute('data-drop-target'));
    // A GIF dropped: refused by its bytes.
    dropFile(zone, gifFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Invalid file type\. Must be JPG or PNG$/);
    // A PNG dropped: on to cropping.
    dropFile(canvas.getByText('Drag and drop an image here').parentElement!, await imageFile('dropped.png', 'image/png'));
    await cropperReady(canvasElement);
  },
};

export const CancelGoesBack: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Cancel is the same button before and after a picture is chosen.
    await expectSecondaryButton(canvas.getByRole('button', { name: 'Cancel' }));
    await userEvent.upload(fileInputOf(canvasElement), await imageFile('me.png', 'image/png'));
    await cropperReady(canvasElement);
    await expectSecondaryButton(canvas.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('group', { name: 'Crop area' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeVisible();
    await expect(args.onCropped).not.toHaveBeenCalled();
  },
};

export const ChooseAnotherImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputOf(canvasElement), await imageFile('me.png', 'image/png'));
    await cropperReady(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose another image' })).toBeVisible();
    // The second picker refuses a bad file and keeps the picture being cropped.
    await userEvent.upload(fileInputOf(canvasElement), fakePng());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(VALIDATION.imageType);
    await expect(canvas.getByRole('group', { name: 'Crop area' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save image' })).toBeEnabled();
  },
};

/** Loading: while a chosen file is read and decoded, a spinner says so. */
export const CheckingAFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const file = await imageFile('me.png', 'image/png');
    const original = Blob.prototype.arrayBuffer;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    Blob.prototype.arrayBuffer = async function slowRead(this: Blob) {
      await gate;
      return original.call(this);
    };
    try {
      await userEvent.upload(fileInputOf(canvasElement), file);
      await expect(await canvas.findByRole('progressbar', { name: 'Checking image' })).toBeVisible();
      release();
      await cropperReady(canvasElement);
      await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    } finally {
      Blob.prototype.arrayBuffer = original;
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).not.toHaveFocus();
  },
};

/** Loading: the app uploads the cropped image; Save shows that it is busy. */
export const Uploading: Story = {
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputOf(canvasElement), await imageFile('me.png', 'image/png'));
    await canvas.findByRole('group', { name: 'Crop area' }, { timeout: 5000 });
    const save = canvas.getByRole('button', { name: 'Save image' });
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(save);
    await expect(args.onCropped).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: { label: 'Update the company image shown to everyone at Copenhagen Harbour Business Centre' },
  decorators: [(Story) => <div style={{ width: 280 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /^Update the company image/ });
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  },
};

export const OnASmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInputOf(canvasElement), await imageFile('me.png', 'image/png'));
    const area = await cropperReady(canvasElement);
    await expect(area.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    for (const name of ['Choose another image', 'Cancel', 'Save image']) {
      await expect(canvas.getByRole('button', { name }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(screen.getByRole('slider', { name: 'Zoom' })).toBeInTheDocument();
  },
};
