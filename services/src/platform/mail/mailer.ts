// Outgoing e-mail: over SMTP when a server is configured (SMTP_URL), otherwise written as .eml
// files into an outbox directory, so reports can be read on a machine without a mail server.
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string[];
  cc: string[];
  subject: string;
  html: string;
  text: string;
  /**
   * Text content, or base64 when `encoding` says so (pictures), or a stream read as the message is sent (long CSVs).
   */
  attachments: { filename: string; content: string | Readable; contentType: string; encoding?: 'base64' }[];
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
  const outbox = nodemailer.createTransport({ streamTransport: true, buffer: false, newline: 'unix' });
  return {
    async send(message) {
      const mail = {
        from: options.from,
        to: message.to,
        cc: message.cc,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: message.attachments.map((attachment) => ({
          ...attachment,
          contentTransferEncoding: 'base64' as const,
        })),
      };
      if (smtp) {
        await smtp.sendMail(mail);
        return;
      }
      const info = await outbox.sendMail(mail);
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${info.messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}.eml`;
      // The message is written as it is composed: a long attachment is never held whole.
      await pipeline(info.message as Readable, createWriteStream(join(options.outboxDir, name)));
    },
    close() {
      smtp?.close();
    },
  };
}
