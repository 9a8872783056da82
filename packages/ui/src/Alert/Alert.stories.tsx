import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ERRORS, TEXTS } from '@roombook/domain/messages';
import { APPLICATION_MESSAGES } from '@roombook/domain/companies/page';
import { Alert } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { kind: 'error', children: ERRORS.invalidCredentials },
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorAlert: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(ERRORS.invalidCredentials);
  },
};

export const ErrorWithTitle: Story = {
  args: { title: TEXTS.resetPassword.heading, children: 'This password reset link has expired' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(TEXTS.resetPassword.heading);
    await expect(alert).toHaveTextContent('This password reset link has expired');
  },
};

export const Info: Story = {
  args: { kind: 'info', children: TEXTS.forgotPassword.text },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXTS.forgotPassword.text);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Success: Story = {
  args: { kind: 'success', children: APPLICATION_MESSAGES.submitted },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(APPLICATION_MESSAGES.submitted);
  },
};

export const LongText: Story = {
  args: {
    title: 'Several problems',
    children: (
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        <li>{ERRORS.tooManyRequests}</li>
        <li>{ERRORS.sessionExpired}</li>
        <li>averyveryveryverylongwordwithoutanyspacesthatmustwrapinsidethealertbox@roombook.test</li>
      </ul>
    ),
  },
};
