// Test-only: a real SMTP server on 127.0.0.1 that keeps what it receives, with a minimal MIME reader.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  text: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** The next message is refused with a 451, as a server in trouble would. */
  failNext(): void;
  close(): Promise<void>;
}

/** `starttls: false` hides STARTTLS like a plain local relay (Mailpit, MailHog). */
export async function startSmtpServer({ starttls = false } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let fail = false;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    hideSTARTTLS: !starttls,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (fail) {
          fail = false;
          return callback(Object.assign(new Error('Service indisponible'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, ...readMime(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    failNext: () => {
      fail = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Subject (RFC 2047 words) and the text/plain part (quoted-printable or base64) of a raw message. */
function readMime(raw: string): { subject: string; text: string } {
  const top = splitPart(raw);
  const subjectLine = /^Subject: (.*)$/im.exec(top.headers)?.[1] ?? '';
  const subject = subjectLine.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
  return { subject, text: textOf(top) };
}

interface Part {
  headers: string;
  body: string;
}

function splitPart(raw: string): Part {
  const end = raw.indexOf('\r\n\r\n');
  return { headers: raw.slice(0, end).replace(/\r\n[ \t]+/g, ' '), body: raw.slice(end + 4) };
}

function textOf(part: Part): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(part.headers)?.[1];
  if (/^Content-Type: multipart\//im.test(part.headers) && boundary) {
    for (const chunk of part.body.split(`--${boundary}`).slice(1)) {
      const text = textOf(splitPart(chunk.replace(/^\r\n/, '')));
      if (text) return text;
    }
    return '';
  }
  if (!/^Content-Type: text\/plain/im.test(part.headers)) return '';
  const body = part.body.replace(/\r\n$/, '');
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(part.headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
