import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

// The default set-up has no mail server: each mail becomes a file in the outbox folder, and the log
// says where, so an operator can follow a reset link by hand.
export function outboxMailer(outboxDir: string, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`);
      await writeFile(file, `To: ${mail.to}\nSubject: ${mail.subject}\nContent-Type: text/plain; charset=utf-8\n\n${mail.text}\n`);
      log.info({ file, to: mail.to, subject: mail.subject }, `mail written to the outbox:\n${mail.text}`);
    },
  };
}
