import { INVITES_MSG, MEMBERS_MSG, ROLES_MSG, TEAM_MSG } from '@console/api-contract';
import { serverMessageGaps } from '@console/shared/testing';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../src/i18n/server';

describe('the team API messages in the person’s words', () => {
  it('has Chinese for every message the API sends, and no key it never sends', () => {
    expect(serverMessageGaps(serverMessages, TEAM_MSG, ROLES_MSG, MEMBERS_MSG, INVITES_MSG)).toEqual({
      missing: [],
      unknown: [],
      placeholders: [],
    });
  });
});
