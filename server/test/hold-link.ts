import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { outbox } from './helpers.js';

/** The path of the newest confirmation link mailed to `email` (the mail is the only place the token is). */
export async function holdLink(app: FastifyInstance, email: string): Promise<string> {
  const mail = (await outbox(app, email)).find((sent) =>
    /confirm your booking|请确认您的预约/i.test(sent.subject),
  );
  expect(mail, `a confirmation mail to ${email}`).toBeTruthy();
  const url = /https?:\/\/[^\s/]+(\/s\/[^\s]+\/confirm\/[A-Za-z0-9_-]+\?lang=[a-z-]+)/i.exec(mail!.text);
  expect(url, mail!.text).toBeTruthy();
  return url![1]!;
}

/** Confirms the newest hold mailed to `email` as its visitor does: opens the link, presses the button. */
export async function confirmFromMail(app: FastifyInstance, email: string) {
  const path = await holdLink(app, email);
  return app.inject({ method: 'POST', url: path });
}
