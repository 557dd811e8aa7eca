import { envelopeSchema } from '../../platform/envelope.js';
import type { FieldMessages } from '../../platform/validation.js';
import { AUTH_MSG, PASSWORD_MIN } from '../auth/schemas.js';

/** Messages this module adds (the sign-in ones are reused from the auth module so the console already knows them). */
export const ACCOUNT_MSG = {
  enterCurrentPassword: 'Please enter the current password',
  wrongCurrentPassword: 'The current password is incorrect',
  samePassword: 'The new password must be different from the current one',
  passwordsInQuery: 'Send passwords in the JSON body, never in the query string',
  enterMobile: 'Please enter a mobile number',
  validMobile: 'Please enter a mobile number in international format, e.g. +49 30 1234567',
  enterLanguages: 'Please choose at least one language',
  unknownLanguage: 'Unknown language',
  languageNotLinked: 'The site does not offer this language',
} as const;

const PASSWORD_MAX = 128;

function field(
  schema: Record<string, unknown>,
  messages: FieldMessages,
  trim = false,
): Record<string, unknown> {
  return { ...schema, 'x-messages': messages, ...(trim ? { 'x-trim': true } : {}) };
}

const name = field(
  { type: 'string', minLength: 1, maxLength: 64 },
  { required: AUTH_MSG.enterName, maxLength: AUTH_MSG.nameLong, invalid: AUTH_MSG.enterName },
  true,
);
const lastName = field(
  { type: 'string', minLength: 1, maxLength: 64 },
  { required: AUTH_MSG.enterLastName, maxLength: AUTH_MSG.lastNameLong, invalid: AUTH_MSG.enterLastName },
  true,
);
const mobile = field(
  { type: 'string', minLength: 1, maxLength: 32 },
  { required: ACCOUNT_MSG.enterMobile, invalid: ACCOUNT_MSG.validMobile },
  true,
);
const code = field(
  { type: 'string', minLength: 1, maxLength: 32 },
  { required: AUTH_MSG.enterCode, invalid: AUTH_MSG.enterCode },
  true,
);
const languageCode = field(
  { type: 'string', minLength: 1, maxLength: 16 },
  { required: ACCOUNT_MSG.enterLanguages, invalid: ACCOUNT_MSG.unknownLanguage },
  true,
);

const profileProperties = {
  id: { type: 'integer' },
  email: { type: 'string' },
  name: { type: 'string' },
  lastName: { type: 'string' },
  mobile: { type: ['string', 'null'] },
  mobileVerifiedAt: { type: ['string', 'null'], format: 'date-time' },
  customerName: { type: 'string' },
};

export const profileResponse = envelopeSchema({ type: 'object', properties: profileProperties });

export interface Profile {
  id: number;
  email: string;
  name: string;
  lastName: string;
  mobile: string | null;
  mobileVerifiedAt: Date | null;
  customerName: string;
}

export const getProfileSchema = { response: { 200: profileResponse } };

export const updateProfileSchema = {
  body: {
    type: 'object',
    required: ['name', 'lastName'],
    properties: { name, lastName },
  },
  response: { 200: profileResponse },
};

export interface UpdateProfileBody {
  name: string;
  lastName: string;
}

/**
 * The spec sends the new password as a query parameter; query strings end up in access logs, proxies and browser
 * history, so this API takes all three passwords in the JSON body (and refuses them in the query).
 */
export const changePasswordSchema = {
  params: {
    type: 'object',
    required: ['id'],
    // Any value but the caller's own id is refused with 403 (checked in the handler, not here).
    properties: { id: { type: 'string', maxLength: 32 } },
  },
  body: {
    type: 'object',
    required: ['oldPassword', 'password', 'affirmPassword'],
    properties: {
      oldPassword: field(
        { type: 'string', minLength: 1, maxLength: PASSWORD_MAX },
        {
          required: ACCOUNT_MSG.enterCurrentPassword,
          maxLength: ACCOUNT_MSG.wrongCurrentPassword,
          invalid: ACCOUNT_MSG.enterCurrentPassword,
        },
      ),
      password: field(
        { type: 'string', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX },
        {
          required: AUTH_MSG.enterPassword,
          minLength: AUTH_MSG.passwordShort,
          maxLength: AUTH_MSG.passwordLong,
          invalid: AUTH_MSG.enterPassword,
        },
      ),
      affirmPassword: field(
        { type: 'string', minLength: 1, maxLength: PASSWORD_MAX },
        { required: AUTH_MSG.confirmPassword, invalid: AUTH_MSG.passwordsDiffer },
      ),
    },
  },
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: { revokedSessions: { type: 'integer' } },
    }),
  },
};

export interface ChangePasswordParams {
  id: string;
}
export interface ChangePasswordBody {
  oldPassword: string;
  password: string;
  affirmPassword: string;
}

export const sendMobileCodeSchema = {
  body: { type: 'object', required: ['mobile'], properties: { mobile } },
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        mobile: { type: 'string' },
        expiresInSeconds: { type: 'integer' },
        resendInSeconds: { type: 'integer' },
      },
    }),
  },
};

export interface SendMobileCodeBody {
  mobile: string;
}

export const checkMobileCodeSchema = {
  body: { type: 'object', required: ['mobile', 'code'], properties: { mobile, code } },
  response: { 200: profileResponse },
};

export interface CheckMobileCodeBody {
  mobile: string;
  code: string;
}

const languageList = envelopeSchema({
  type: 'object',
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          code: { type: 'string' },
          name: { type: 'string' },
          nativeName: { type: 'string' },
        },
      },
    },
    total: { type: 'integer' },
  },
});

export const languageListSchema = { response: { 200: languageList } };

export const addLanguageSchema = {
  body: {
    type: 'object',
    required: ['codes'],
    properties: {
      codes: field(
        {
          type: 'array',
          minItems: 1,
          maxItems: 50,
          uniqueItems: true,
          items: { type: 'string', maxLength: 16 },
        },
        {
          required: ACCOUNT_MSG.enterLanguages,
          minItems: ACCOUNT_MSG.enterLanguages,
          invalid: ACCOUNT_MSG.unknownLanguage,
        },
      ),
    },
  },
  response: { 200: languageList },
};

export interface AddLanguageBody {
  codes: string[];
}

export const removeLanguageSchema = {
  params: { type: 'object', required: ['code'], properties: { code: languageCode } },
  response: { 200: languageList },
};

export interface RemoveLanguageParams {
  code: string;
}
