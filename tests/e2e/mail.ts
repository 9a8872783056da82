import { expect } from '@playwright/test';

/**
 * The mails the app sent, read from the mail catcher that `npm start` runs (maildev) over its REST API, on
 * the port that playwright.config.ts chose (E2E_MAIL_WEB_PORT).
 */

interface CaughtMail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: Array<{ address: string }>;
  /** The calendar part (text/calendar, nodemailer's icalEvent) and attached files. */
  attachments?: Array<{ filename: string; generatedFileName: string; contentType: string }>;
}

const inbox = () => `http://127.0.0.1:${process.env.E2E_MAIL_WEB_PORT}`;

const getJson = async <T>(path: string): Promise<T> => {
  const answer = await fetch(`${inbox()}${path}`);
  if (!answer.ok) throw new Error(`maildev answered ${answer.status} to ${path}`);
  return (await answer.json()) as T;
};

/**
 * The mail to `to` whose subject is `subject`, once it has arrived (the API sends its outbox within seconds):
 * maildev 3's `GET /api/email` lists the mails, `GET /api/email/{id}` gives one with its text.
 */
export async function mailTo(to: string, subject: string): Promise<CaughtMail & { text: string }> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await getJson<CaughtMail[]>('/api/email');
        found = mails.find((mail) => mail.subject === subject && mail.to.some((recipient) => recipient.address === to));
        return found !== undefined;
      },
      { message: `a mail '${subject}' to ${to}`, timeout: 60_000 },
    )
    .toBe(true);
  const mail = await getJson<CaughtMail>(`/api/email/${encodeURIComponent(found!.id)}`);
  return { ...mail, text: mail.text ?? mail.html ?? '' };
}

/** The app's link in a mail's text (the recovery or invitation link). */
export function linkIn(mail: { subject: string; text: string }): URL {
  const link = /https?:\/\/[^\s"<]+\/reset-password\?token=[^\s"<]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No link in '${mail.subject}'`);
  return new URL(link);
}

/** An attached file of a caught mail, as text (a booking's calendar file: `booking.ics`, `cancelled.ics`). */
export async function attachmentOf(mail: Pick<CaughtMail, 'id' | 'attachments'>, filename: string): Promise<string> {
  // maildev keeps each attachment under a name of its own.
  const attached = mail.attachments?.find((attachment) => attachment.filename === filename);
  if (!attached) throw new Error(`No attachment ${filename}: ${JSON.stringify(mail.attachments ?? [])}`);
  const answer = await fetch(`${inbox()}/api/email/${encodeURIComponent(mail.id)}/attachment/${encodeURIComponent(attached.generatedFileName)}`);
  if (!answer.ok) throw new Error(`maildev answered ${answer.status} to the attachment ${filename}`);
  return answer.text();
}

/** The raw message as the SMTP server received it (its MIME parts and their headers). */
export async function sourceOf(mail: { id: string }): Promise<string> {
  const answer = await fetch(`${inbox()}/api/email/${encodeURIComponent(mail.id)}/source`);
  if (!answer.ok) throw new Error(`maildev answered ${answer.status} to the source of ${mail.id}`);
  return answer.text();
}
