// How this project launches Chromium (Playwright e2e and the bench): Debian's build, not a downloaded one.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Headless as root on a closed network: no sandbox, no GPU, no background fetches that would only be refused.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
