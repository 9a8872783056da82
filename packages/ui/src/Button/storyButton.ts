import { expect } from 'storybook/test';
import { button } from './Button.css';

/**
 * Story-only. The element is drawn as the design system's secondary button: every Cancel is one, in every
 * dialog and editor (a ghost Cancel read as a link beside the buttons).
 */
export const expectSecondaryButton = (element: HTMLElement) => expect(element).toHaveClass(...button({ variant: 'secondary' }).split(' '));
