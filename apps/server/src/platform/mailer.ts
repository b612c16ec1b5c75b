import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * The outbox: every mail is written to `DATA_DIR/outbox/` and announced in the log, so a school
 * without a mail server can still finish a password reset. An SMTP mailer can implement the same.
 */
export function outboxMailer(dataDir: string, log: FastifyBaseLogger): Mailer {
  const dir = path.join(dataDir, 'outbox');
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.txt`;
      const file = path.join(dir, name);
      await writeFile(file, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`, { mode: 0o600 });
      log.info({ to: mail.to, file }, `mail written to the outbox: ${mail.subject}`);
    },
  };
}

/** Sends through the school's mail server (SMTP_URL); the log names the recipient, never the text. */
export function smtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  // nodemailer is loaded with the first mail, not at start-up (cold start, docs/design.md §8).
  let transport: Promise<Transporter> | undefined;
  return {
    async send(mail) {
      transport ??= import('nodemailer').then(({ createTransport }) => createTransport(smtpUrl));
      await (await transport).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      log.info({ to: mail.to }, `mail sent: ${mail.subject}`);
    },
  };
}
