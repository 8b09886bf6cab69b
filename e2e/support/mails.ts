import fs from 'node:fs';
import path from 'node:path';
import { stateFile } from './globalSetup';

// The mails the suite's server sent: with no SMTP_URL it writes each one as an .eml file in its data
// dir's outbox (server/src/auth/mailer.ts, nodemailer's stream transport), named after its recipient.

export interface SentMail {
  file: string;
  to: string;
  subject: string;
  /** the plain-text part, decoded */
  text: string;
}

const outboxDir = () => {
  const { dataDir } = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { dataDir: string };
  return path.join(dataDir, 'outbox');
};

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), as nodemailer writes non-ASCII headers */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** a message's or a part's headers (unfolded, names in lower case) and body */
function split(source: string): { headers: Record<string, string>; body: string } {
  const end = source.indexOf('\n\n');
  const head = end === -1 ? source : source.slice(0, end);
  const body = end === -1 ? '' : source.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding = ''): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\n/g, '')
          .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/** the text/plain part of a message or of its multipart body, decoded */
function plainText(source: string): string {
  const { headers, body } = split(source);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    return parts.map((part) => plainText(part.replace(/^\n/, ''))).find((text) => text !== '') ?? '';
  }
  if (!type.toLowerCase().startsWith('text/plain')) return '';
  return decodeBody(body, headers['content-transfer-encoding']);
}

/** every mail sent to `to` so far, the oldest first */
export function mailsTo(to: string): SentMail[] {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  const safe = to.replace(/[^\w.@-]/g, '_');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(`-${safe}.eml`))
    .sort()
    .map((file) => {
      const source = fs.readFileSync(path.join(dir, file), 'utf8').replace(/\r\n/g, '\n');
      const { headers } = split(source);
      return { file, to: headers.to ?? '', subject: decodeWords(headers.subject ?? ''), text: plainText(source) };
    });
}

/**
 * Waits until a mail to `to` whose subject is `subject` has been sent (the server sends the mails due
 * every MAIL_SEND_SECONDS), and returns it: a condition polled, never a fixed wait.
 */
export async function waitForMail(to: string, subject: string, timeoutMs = 60_000): Promise<SentMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(to).find((mail) => mail.subject === subject);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(
        `no mail "${subject}" to ${to} within ${timeoutMs} ms; sent: ${JSON.stringify(mailsTo(to).map((mail) => mail.subject))}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
