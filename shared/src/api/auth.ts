import { ADMIN_ROLE } from '../access/access';
import type { ConsoleUser } from '../session/user-store';
import { getToken } from '../session/token-store';
import { APP_ID, api, endSession, request } from './client';
import { ApiError } from './errors';
// The API's types come from its contract (types only: no schema code in this bundle).
import type {
  AcceptInvitationBody,
  Captcha,
  InvitationPreview,
  LoginBody,
  RegisterBody,
  ResetBody,
  TokenCheck,
} from '@console/api-contract';

/** The `{product}` slug of the spec's open paths; the server is configured with the same (CONSOLE_PRODUCT). */
export const PRODUCT = 'shop';

/** The sign-in form (the captcha key is always sent: the form shows a captcha). */
export type LoginForm = Required<LoginBody>;
export type RegisterForm = RegisterBody;
export type ResetForm = ResetBody;
export type { AcceptInvitationBody, Captcha, InvitationPreview, TokenCheck };

/**
 * The auth calls of spec section 7. Forms pass `silent` so they can show field errors next to the field; the
 * shared client still turns every failure into an ApiError with the server's (translated) message.
 */
export const authApi = {
  captcha: () => api.get<Captcha>('/api/v1/auth/captcha', undefined, { silent: true }),

  login: (form: LoginForm) =>
    api.post<{ token: string; expiresAt: string }>(`/open/user/v1/customer/login/${PRODUCT}/login`, form, {
      silent: true,
    }),

  /** Validates a token; the returned authCode is what the console stores as accessToken. */
  checkToken: (token: string) =>
    request<TokenCheck>('/open/user/v1/authtoken/check', {
      headers: { 'X-Authorization': token, Appid: APP_ID },
      silent: true,
    }),

  register: (form: RegisterForm) =>
    api.post<{ email: string }>(`/open/user/v1/customer/register/${PRODUCT}/register`, form, {
      silent: true,
    }),

  sendResetCode: (email: string) =>
    api.post<null>(`/open/user/v1/customer/info/send/${PRODUCT}/email`, { email }, { silent: true }),

  // The spec's path carries the double slash; the server accepts it as written.
  resetPassword: (form: ResetForm) =>
    api.post<null>('/open//user/v1/customer/info/email/reset', form, { silent: true }),

  /** An invitation link's shop and address (POST: the token stays out of query strings). */
  lookupInvitation: (token: string) =>
    api.post<InvitationPreview>('/open/user/v1/team/invitation/lookup', { token }, { silent: true }),

  /** Creates the invitee's account with the password they chose; they sign in next, with the captcha. */
  acceptInvitation: (body: AcceptInvitationBody) =>
    api.post<{ email: string }>('/open/user/v1/team/invitation/accept', body, { silent: true }),

  /** Spec section 5: the fetched user must carry roles; the client then gives every user the ADMIN role. */
  /**
   * The session's check (`sessionCheck`): a refusal, or a user the console cannot run with, ends the session in the
   * client; a request the server never answered leaves it to the caller to ask again.
   */
  userInfo: async (): Promise<ConsoleUser> => {
    const sentToken = getToken();
    const info = await api.get<ConsoleUser | null>('/user/v1/customer/info/get', undefined, {
      silent: true,
      sessionCheck: true,
    });
    const unusable = (text: string) => {
      endSession(sentToken);
      return new ApiError('business', text);
    };
    if (!info) throw unusable('Verification failed, please Login again.');
    if (!Array.isArray(info.roles) || info.roles.length === 0) {
      throw unusable('getUserInfo: roles must be a non-null array!');
    }
    const roles = info.roles.includes(ADMIN_ROLE) ? info.roles : [...info.roles, ADMIN_ROLE];
    return { ...info, roles, perms: Array.isArray(info.perms) ? info.perms : [] };
  },

  logout: () => api.delete<null>('/api/v1/auth/logout', { silent: true }),
};
