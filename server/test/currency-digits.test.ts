import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRENCY_EXPONENTS } from '../src/platform/money.js';

/**
 * The browser formats money with its own table of currency digits (shared/src/format/format.ts: the browser parts
 * may not import the contract's values, and the server may not import the browser's package). Read as text here, so
 * the two tables cannot drift apart without this test failing.
 */
function browserDigits(): Record<string, number> {
  const source = readFileSync(new URL('../../shared/src/format/format.ts', import.meta.url), 'utf8');
  const body = /CURRENCY_DIGITS[^=]*=\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return Object.fromEntries(
    [...body.matchAll(/([A-Z]{3}):\s*(\d+)/g)].map(([, code, digits]) => [code, Number(digits)]),
  );
}

describe('currency digits', () => {
  it('are the same in the browser as in the API', () => {
    const digits = browserDigits();
    expect(Object.keys(digits).length).toBeGreaterThan(0);
    expect(digits).toEqual({ ...CURRENCY_EXPONENTS });
  });
});
