import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { heading, mono, sample, specimen, swatch, swatches } from './theme.css';
import { THEME_IDS, themeClass } from './theme';
import { TYPEFACE } from './typeface';
import { vars } from './vars.css';

/** Colour pairs as components use them: background with the text colour drawn on it. */
const PAIRS = [
  ['primary', vars.color.primary, vars.color.onPrimary],
  ['success', vars.color.success, vars.color.onSuccess],
  ['info', vars.color.info, vars.color.onInfo],
  ['error', vars.color.error, vars.color.onError],
  ['top bar', vars.color.topBar, vars.color.onTopBar],
  ['surface', vars.color.surface, vars.color.text],
  ['muted text', vars.color.background, vars.color.muted],
] as const;

function ThemeSample({ themeId }: { themeId: string }) {
  return (
    <section className={`${themeClass(themeId)} ${sample}`} aria-label={`Theme ${themeId}`}>
      <h2 className={heading}>{themeId}</h2>
      <p className={specimen}>Æbler fra Åbenrå, frokost på Øresund kl. 12:30 — 0123456789</p>
      <p className={mono}>PIN 4821 · room-code-0007</p>
      <ul className={swatches}>
        {PAIRS.map(([name, background, color]) => (
          <li key={name} className={swatch} style={{ backgroundColor: background, color }}>
            {name}
          </li>
        ))}
      </ul>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">Danger</Button>
      </div>
      <TextField label="Email" name={`email-${themeId}`} errorMessage="Please enter an valid email" />
      <Alert kind="info">Tokens come from one contract; each theme fills it in.</Alert>
    </section>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: ThemeSample,
  args: { themeId: 'roombook' },
  argTypes: { themeId: { control: 'inline-radio', options: [...THEME_IDS] } },
} satisfies Meta<typeof ThemeSample>;

export default meta;
type Story = StoryObj<typeof meta>;

const primaryButtonColour = (canvasElement: HTMLElement) =>
  getComputedStyle(within(canvasElement).getByRole('button', { name: 'Primary' })).backgroundColor;

/**
 * The family a text is set in first, and whether the page has that face loaded for all its characters (the
 * Danish ones too; `check` alone also answers true for a family the page has no face of).
 */
const typefaceOf = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  const family = style.fontFamily.split(',')[0]!.trim().replace(/^"|"$/g, '');
  let shipped = false;
  document.fonts.forEach((face) => {
    if (face.family.replace(/^"|"$/g, '') === family && face.status === 'loaded') shipped = true;
  });
  return { family, loaded: shipped && document.fonts.check(`${style.fontSize} "${family}"`, element.textContent ?? '') };
};

/** Both themes set their text in the shipped faces (ADR 071), loaded, never in the machine's fonts. */
const expectShippedFaces = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(typefaceOf(canvas.getByText(/^Æbler fra Åbenrå/))).toEqual({ family: TYPEFACE.sans, loaded: true });
  await expect(typefaceOf(canvas.getByRole('heading'))).toEqual({ family: TYPEFACE.sans, loaded: true });
  await expect(typefaceOf(canvas.getByText(/^PIN 4821/))).toEqual({ family: TYPEFACE.mono, loaded: true });
};

export const Roombook: Story = {
  play: async ({ canvasElement }) => {
    await expect(primaryButtonColour(canvasElement)).toBe('rgb(10, 88, 168)');
    await expectShippedFaces(canvasElement);
  },
};

export const Nordic: Story = {
  args: { themeId: 'nordic' },
  play: async ({ canvasElement }) => {
    await expect(primaryButtonColour(canvasElement)).toBe('rgb(42, 92, 75)');
    await expectShippedFaces(canvasElement);
  },
};

export const UnknownIdFallsBackToDefault: Story = {
  args: { themeId: 'no-such-theme' },
  play: async ({ canvasElement }) => {
    await expect(primaryButtonColour(canvasElement)).toBe('rgb(10, 88, 168)');
  },
};

export const AllThemes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {THEME_IDS.map((id) => (
        <ThemeSample key={id} themeId={id} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(THEME_IDS.length);
  },
};
