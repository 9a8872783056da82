import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IMAGE_MAX_BYTES } from '@roombook/domain/constants';

/**
 * Story-only (imported by `*.stories.tsx` files, never by a component): files made in the story for the
 * image uploads of the ImageUpload and screen stories. Real PNG/JPEG bytes from a canvas, a text file
 * named .png, a "20 MB" file; and the page's file input, which FileTrigger hides.
 */

const drawPicture = (width: number, height: number): HTMLCanvasElement => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#0a58a8');
  gradient.addColorStop(1, '#8fd3c7');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#f4c542';
  context.beginPath();
  context.arc(width / 2, height / 2, Math.min(width, height) / 4, 0, Math.PI * 2);
  context.fill();
  return canvas;
};

export async function imageFile(name: string, type: 'image/png' | 'image/jpeg', width = 400, height = 300): Promise<File> {
  const canvas = drawPicture(width, height);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((made) => (made ? resolve(made) : reject(new Error('toBlob failed'))), type),
  );
  return new File([blob], name, { type });
}

/** A text file that pretends to be a PNG by its name and declared type. */
export const fakePng = () => new File(['This is a shopping list, not a picture.'], 'holiday.png', { type: 'image/png' });

/** A real PNG whose size reads as one byte over the limit, without allocating 20 MB. */
export async function tooLargePng(): Promise<File> {
  const file = await imageFile('huge.png', 'image/png', 40, 40);
  Object.defineProperty(file, 'size', { value: IMAGE_MAX_BYTES + 1 });
  return file;
}

/** The hidden file input of an ImageUpload (FileTrigger's <input type="file">). */
export const fileInputOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Waits until a chosen picture is in the cropper and can be saved. */
export const cropperReady = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const area = await canvas.findByRole('group', { name: 'Crop area' }, { timeout: 5000 });
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Save image' })).toBeEnabled());
  return area;
};

/** Presses the button that opens an image editor (a chunk of its own, fetched now) and waits for the editor. */
export async function openImageEditor(canvasElement: HTMLElement, buttonName: string, editorLabel: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: buttonName }));
  await canvas.findByRole('group', { name: editorLabel }, { timeout: 5000 });
}

/** Chooses `file` in the open editor inside `container` (a page or a dialog), waits for the cropper and saves the crop. */
export async function cropAndSave(container: HTMLElement, file: File) {
  await waitFor(() => expect(fileInputOf(container)).toBeTruthy());
  await userEvent.upload(fileInputOf(container), file);
  await cropperReady(container);
  await userEvent.click(within(container).getByRole('button', { name: 'Save image' }));
}
