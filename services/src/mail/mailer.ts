// Outgoing e-mail: over SMTP when a server is configured (SMTP_URL), otherwise written as .eml
// files into an outbox directory, so reports can be read on a machine without a mail server.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string[];
  cc: string[];
  subject: string;
  html: string;
  text: string;
  /** Text content, or base64 when `encoding` says so (pictures). */
  attachments: { filename: string; content: string; contentType: string; encoding?: 'base64' }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailOptions {
  /** smtp://user:pass@host:port; absent = write to the outbox. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}

export function createMailer(options: MailOptions): Mailer {
  const smtp: Transporter | undefined = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const mail = {
        from: options.from, to: message.to, cc: message.cc, subject: message.subject, html: message.html, text: message.text,
        attachments: message.attachments.map((attachment) => ({ ...attachment, contentTransferEncoding: 'base64' as const })),
      };
      if (smtp) {
        await smtp.sendMail(mail);
        return;
      }
      const info = await outbox.sendMail(mail);
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}.eml`;
      await writeFile(join(options.outboxDir, name), info.message as Buffer);
    },
    close() {
      smtp?.close();
    },
  };
}
