// The invitation e-mail: a member's login name and one-time password, sent on an administrator's
// request through the services' mail path (SMTP or the outbox), with a link to the product's sign-in page
// (PUBLIC_URL). The password is in the message only: never in a log line or an answer's message. The text is
// fixed but for the login name (letters, digits, ., _ and -) and the configured link: no free text an
// administrator typed (the member's name) goes into it, so an invitation cannot be made to read as another message.
import type { Mailer } from '../../platform/mail/mailer.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface Invitee {
  login: string;
  email: string;
}

/** The product's sign-in page (the description's /auth/signin-1) under its public URL (PUBLIC_URL). */
export const signInPage = (publicUrl: string) => `${publicUrl}/auth/signin-1`;

/** Sends the invitation; false when the mail server refused or could not be reached. */
export async function sendInvitation(
  mail: Mailer | undefined,
  to: Invitee,
  password: string,
  publicUrl: string,
): Promise<boolean> {
  if (!mail) return false;
  const link = signInPage(publicUrl);
  const lines = [
    'Hello,',
    'You have been invited to the FieldPulse back office.',
    `Login name: ${to.login}`,
    `One-time password: ${password}`,
    `Sign in at ${link}`,
    'At your first sign-in you will be asked to choose your own password; this one then stops working.',
  ];
  const html = (line: string) =>
    line.startsWith('Sign in at ')
      ? `<p>Sign in at <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
      : `<p>${escapeHtml(line)}</p>`;
  try {
    await mail.send({
      to: [to.email],
      cc: [],
      subject: 'Your invitation to FieldPulse',
      text: lines.join('\n\n'),
      html: lines.map(html).join('\n'),
      attachments: [],
    });
    return true;
  } catch {
    return false;
  }
}
