import type { FastifyRequest } from 'fastify';
import type { Config } from './config.js';

/**
 * The origin a link in a mail starts with (a booking's confirmation link, an invitation): the console's public
 * address (`CONSOLE_PUBLIC_URL`) when set, else the address the request came to, its protocol (which follows
 * `X-Forwarded-Proto` from a trusted proxy) and its Host. A production deployment should set the public address.
 */
export function publicOrigin(
  config: Pick<Config, 'publicUrl'>,
  request: Pick<FastifyRequest, 'protocol' | 'headers'>,
): string {
  return config.publicUrl ?? `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}
