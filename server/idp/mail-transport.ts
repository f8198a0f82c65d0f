import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import * as v from 'valibot';
import type { Logger } from '../logger';

/** One message to an account holder: a confirmation link by e-mail or text message. */
export type OutgoingMessage = {
  to: { email: string | null; telephone: string | null };
  subject: string;
  text: string;
};

/** Where sent confirmation links go: the embedded file outbox, or SMTP when configured. */
export type MailTransport = { send(message: OutgoingMessage): Promise<void> };

/**
 * The embedded outbox: every message is written to `DATA_DIR/outbox/*.txt` and announced in the log
 * (without the link), so developers can open the link a user would have received.
 */
export function fileOutbox(dataDir: string, logger: Logger): MailTransport {
  const dir = path.join(dataDir, 'outbox');
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.txt`;
      const to = message.to.email ?? message.to.telephone ?? '';
      await writeFile(
        path.join(dir, name),
        `Aan: ${to}\nOnderwerp: ${message.subject}\n\n${message.text}\n`,
        'utf8',
      );
      logger.info({ file: path.join(dir, name) }, 'outbox: confirmation link written');
    },
  };
}

/**
 * E-mail through an SMTP server (`smtp://user:pass@host:587`, `smtps://…:465`). Text messages to a
 * telephone number have no SMTP route; they go to `phoneFallback` (the file outbox) until an SMS
 * gateway is configured.
 */
export function smtpTransport(url: string, from: string, phoneFallback: MailTransport, logger: Logger) {
  const mailer = nodemailer.createTransport(url);
  return {
    async send(message: OutgoingMessage) {
      if (!message.to.email) return phoneFallback.send(message);
      const info = await mailer.sendMail({
        from,
        to: message.to.email,
        subject: message.subject,
        text: message.text,
      });
      logger.info({ messageId: info.messageId }, 'smtp: confirmation link sent');
    },
    close: () => mailer.close(),
  } satisfies MailTransport & { close(): void };
}

const MailEnvSchema = v.object({
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')),
  ),
  SMTP_FROM: v.optional(
    v.pipe(v.string(), v.email('SMTP_FROM must be an e-mail address')),
    'noreply@leskluis.nl',
  ),
});

/** SMTP when `SMTP_URL` is set (from `SMTP_FROM`), else the file outbox under `dataDir`. */
export function mailTransportFromEnv(
  env: Record<string, string | undefined>,
  dataDir: string,
  logger: Logger,
): MailTransport {
  const parsed = v.parse(MailEnvSchema, {
    SMTP_URL: env.SMTP_URL || undefined,
    SMTP_FROM: env.SMTP_FROM || undefined,
  });
  const files = fileOutbox(dataDir, logger);
  return parsed.SMTP_URL ? smtpTransport(parsed.SMTP_URL, parsed.SMTP_FROM, files, logger) : files;
}
