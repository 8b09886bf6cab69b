import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** an HTML part beside the text (the order mails); the text part is always there */
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailSettings {
  /** smtp(s)://user:pass@host:port; unset: the outbox folder */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}

/**
 * Mail through nodemailer: over SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in
 * the outbox folder (nodemailer's stream transport builds the message), readable by the shop's user
 * only since reset mails carry live tokens. The log names the file, never the text: a reset link in
 * a log is a password for whoever reads the log.
 */
export function shopMailer(settings: MailSettings, log: FastifyBaseLogger): Mailer {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: settings.from, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const { message } = await transport.sendMail({ from: settings.from, ...mail });
      await mkdir(settings.outboxDir, { recursive: true, mode: 0o700 });
      // a random part: several mails to one address in one millisecond (an outbox round) are several files
      const file = path.join(
        settings.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`,
      );
      await writeFile(file, message as Buffer, { mode: 0o600, flag: 'wx' });
      log.info({ file, to: mail.to, subject: mail.subject }, 'mail written to the outbox');
    },
  };
}
