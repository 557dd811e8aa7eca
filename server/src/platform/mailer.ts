import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/client.js';
import type { Config } from './config.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP delivery. Sending is started, not awaited: the answer of a request must not depend on
 * (or reveal through its timing) whether a mail went out. Failures are logged.
 */
function smtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      transport
        .sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
        .catch((error: unknown) => log.error({ err: error, to: mail.to }, 'mail delivery failed'));
    },
  };
}

/** Without SMTP: mails go to the `outbox` table (and one log line), for development and tests. */
export function outboxMailer(
  db: Queryable,
  config: Pick<Config, 'now' | 'production'>,
  log: FastifyBaseLogger,
): Mailer {
  return {
    async send(mail) {
      await db.query('insert into outbox (to_email, subject, body, created_at) values ($1, $2, $3, $4)', [
        mail.to,
        mail.subject,
        mail.text,
        config.now(),
      ]);
      // Outside production the text is logged too, so a developer without SMTP can read the code.
      const text = config.production ? '' : ` text=${JSON.stringify(mail.text)}`;
      log.info(`[outbox] to=${mail.to} subject=${JSON.stringify(mail.subject)}${text}`);
    },
  };
}

export function createMailer(db: Queryable, config: Config, log: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom, log) : outboxMailer(db, config, log);
}
