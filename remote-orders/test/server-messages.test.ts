import { ORDERS_MSG, ORDER_TRANSITION_REFUSALS } from '@console/api-contract';
import { serverMessageGaps } from '@console/shared/testing';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../src/i18n/server';

describe('the orders API messages in the person’s words', () => {
  it('has Chinese for every message the API sends, and no key it never sends', () => {
    expect(serverMessageGaps(serverMessages, ORDERS_MSG, ORDER_TRANSITION_REFUSALS)).toEqual({
      missing: [],
      unknown: [],
      placeholders: [],
    });
  });
});
