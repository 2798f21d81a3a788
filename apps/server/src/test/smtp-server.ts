import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for tests (the `smtp-server` package on a free port of 127.0.0.1): every message
 * it receives is parsed with mailparser and kept, raw text included, so a test reads what a mail
 * client would. `rejectRecipient` makes it refuse an address with a 550 answer; `delayMs` makes it
 * answer each message that much later (a slow server); `hold` keeps the answer to a message until
 * `release()` (a delivery caught mid-way): a held message whose sender's connection closes first
 * (its process was killed) is not kept, and is counted in `abandoned`.
 */
export type TestSmtpServer = {
  url: string;
  port: number;
  messages: (ParsedMail & { raw: string; envelopeTo: string[] })[];
  /** Messages received and not yet answered (held). */
  held(): number;
  /** Held messages whose sender went away before the answer. */
  abandoned(): number;
  /** Answers the held messages (accepts them). */
  release(): void;
  /** Resolves when `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

export async function startTestSmtpServer(
  options: {
    rejectRecipient?: (address: string) => boolean;
    delayMs?: number;
    hold?: (envelopeTo: string[]) => boolean;
  } = {},
): Promise<TestSmtpServer> {
  const messages: TestSmtpServer['messages'] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const held = new Map<string, () => void>();
  let abandoned = 0;
  const keep = (message: TestSmtpServer['messages'][number], answer: () => void) => {
    messages.push(message);
    for (const w of waiters.filter((w) => messages.length >= w.count)) w.resolve();
    answer();
  };
  const server = new SMTPServer({
    onClose(session) {
      if (held.delete(session.id)) abandoned += 1;
    },
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipient?.(address.address)) {
        const error = new Error(`Mailbox ${address.address} unavailable`) as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = await simpleParser(raw);
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
        const message = Object.assign(parsed, { raw, envelopeTo });
        if (options.hold?.(envelopeTo)) {
          held.set(session.id, () => keep(message, () => callback()));
          return;
        }
        if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
        keep(message, () => callback());
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    held: () => held.size,
    abandoned: () => abandoned,
    release() {
      const answers = [...held.values()];
      held.clear();
      for (const answer of answers) answer();
    },
    waitFor(count, timeoutMs = 10_000) {
      if (messages.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${messages.length} of ${count} mails arrived`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 that refuses connections (a server opened and closed at once). */
export async function refusedSmtpUrl(): Promise<string> {
  const server = await startTestSmtpServer();
  await server.close();
  return `smtp://127.0.0.1:${server.port}`;
}
