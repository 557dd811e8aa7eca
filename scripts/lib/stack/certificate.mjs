// The stack's TLS certificate, made locally (openssl); its configuration test makes one the same way for `nginx -t`.
import { execFileSync } from 'node:child_process';

/**
 * Writes a self-signed certificate (an EC P-256 key) for `host`, valid `days`, to the files `certificate` and `key`.
 * It names localhost and 127.0.0.1 too, so the stack answers on them with the same certificate.
 */
export function selfSignedCertificate({ host, days, certificate, key }) {
  const names = [...new Set([`DNS:${host}`, 'DNS:localhost', 'IP:127.0.0.1'])];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      String(days),
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=${names.join(',')}`,
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
}
