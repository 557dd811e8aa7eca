import { STATS_MSG } from '@console/api-contract';
import { serverMessageGaps } from '@console/shared/testing';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../src/i18n/server';

describe('the dashboard and statistics API messages in the person’s words', () => {
  it('has Chinese for every message the API sends, and no key it never sends', () => {
    expect(serverMessageGaps(serverMessages, STATS_MSG)).toEqual({
      missing: [],
      unknown: [],
      placeholders: [],
    });
  });
});
