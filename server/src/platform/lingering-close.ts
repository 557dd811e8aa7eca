import type { FastifyInstance } from 'fastify';
import { Socket } from 'node:net';

/** How long the rest of a refused body is read and dropped before the connection is closed anyway. */
export const LINGER_MS = 5000;

/**
 * An answer sent before the request's body was read (a body over the limit: 413, an upload refused mid-file) must
 * reach the client, and above all a proxy in front of the API (the `npm start` gateway, nginx). Fastify marks such
 * answers `Connection: close`, and Node then closes the socket with the unread body in its receive buffer: the
 * kernel answers that with a TCP reset, and a proxy still writing the body loses the 413 it had not read yet (it
 * answered 502 "not reachable", or the upload hung). So, like nginx's "lingering close", the rest of the body is
 * read and dropped: a body that has ended leaves the connection open for the next request like any other, one still
 * coming after `lingerMs` has its connection closed (by then the answer has long been read).
 */
export function installLingeringClose(app: FastifyInstance, lingerMs = LINGER_MS): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const incoming = request.raw;
    const socket = incoming.socket;
    // An injected request (tests) has no connection to keep open.
    if (incoming.complete || !(socket instanceof Socket)) return payload;
    // Node keeps a connection that is not marked close: it reads the rest of the request (dropped below) instead
    // of closing on it.
    reply.removeHeader('connection');
    reply.raw.once('finish', () => {
      if (incoming.complete) return;
      const timer = setTimeout(() => socket.destroy(), lingerMs);
      timer.unref();
      // Read to its end: the connection is kept for the client's next request like any other.
      incoming.once('end', () => clearTimeout(timer));
      incoming.once('close', () => clearTimeout(timer));
      // Whatever was reading the body (the JSON parser, the multipart reader) has stopped: drop the rest.
      incoming.removeAllListeners('data');
      incoming.unpipe();
      incoming.resume();
    });
    return payload;
  });
}
