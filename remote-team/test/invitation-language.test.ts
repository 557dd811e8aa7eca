import { i18n } from '@console/shared';
import { act } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { teamApi } from '../src/api';
import { envelope, setupI18n, stubApi } from './support';

beforeAll(setupI18n);
afterEach(() => act(() => i18n.changeLanguage('en')));

describe("an invitation's mail", () => {
  it.each(['en', 'zh'] as const)(
    'is asked for in the console’s language (%s), sent and resent',
    async (language) => {
      await act(() => i18n.changeLanguage(language));
      const api = stubApi({
        'POST /user/v1/team/invitations': () => envelope({ id: 3 }),
        'POST /user/v1/team/invitations/3/resend': () => envelope({ id: 3 }),
      });
      await teamApi.invite({ email: 'ivy@example.com', roleId: 2 });
      await teamApi.resendInvitation(3);
      expect(api.of('POST /user/v1/team/invitations')[0]!.params.get('lang')).toBe(language);
      expect(api.of('POST /user/v1/team/invitations/3/resend')[0]!.params.get('lang')).toBe(language);
    },
  );
});
