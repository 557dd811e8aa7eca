import { envelopeSchema } from '../../platform/envelope.js';
import { MSG } from '../../platform/errors.js';
import type { FieldMessages } from '../../platform/validation.js';

/** Messages the spec fixes (section 5) and the ones this API adds. */
export const AUTH_MSG = {
  enterEmail: 'Please enter Email',
  validEmail: 'Please enter a valid Email',
  enterPassword: 'Please enter Password',
  passwordShort: 'The password can not be less than 6 digits',
  passwordLong: 'The password can not be more than 128 characters',
  confirmPassword: 'Please enter the password again',
  passwordsDiffer: 'The two passwords do not match',
  enterCode: 'Please enter Verify Code',
  enterName: 'Please enter Name',
  nameLong: 'Name can not be more than 64 characters',
  enterLastName: 'Please enter Last Name',
  lastNameLong: 'Last Name can not be more than 64 characters',
} as const;

export const PASSWORD_MIN = 6;
const PASSWORD_MAX = 128;

function field(
  schema: Record<string, unknown>,
  messages: FieldMessages,
  trim = false,
): Record<string, unknown> {
  return { ...schema, 'x-messages': messages, ...(trim ? { 'x-trim': true } : {}) };
}

const email = field(
  { type: 'string', minLength: 1, maxLength: 254, format: 'email' },
  { required: AUTH_MSG.enterEmail, invalid: AUTH_MSG.validEmail },
  true,
);

const newPassword = (required: string): Record<string, unknown> =>
  field(
    { type: 'string', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX },
    { required, minLength: AUTH_MSG.passwordShort, maxLength: AUTH_MSG.passwordLong, invalid: required },
  );

const code = field(
  { type: 'string', minLength: 1, maxLength: 32 },
  { required: AUTH_MSG.enterCode, invalid: AUTH_MSG.enterCode },
  true,
);

const productParams = {
  type: 'object',
  required: ['product'],
  properties: { product: { type: 'string', maxLength: 64 } },
};

export const loginSchema = {
  params: productParams,
  body: {
    type: 'object',
    required: ['email', 'password', 'captchaCode'],
    properties: {
      email,
      // The same bounds as a new password: a shorter one cannot be right.
      password: newPassword(AUTH_MSG.enterPassword),
      captchaKey: field({ type: 'string', maxLength: 64 }, { invalid: MSG.badCode }),
      captchaCode: code,
    },
  },
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: { token: { type: 'string' }, expiresAt: { type: 'string' } },
    }),
  },
};

export interface LoginBody {
  email: string;
  password: string;
  captchaKey?: string;
  captchaCode: string;
}

export const registerSchema = {
  params: productParams,
  body: {
    type: 'object',
    required: ['email', 'password', 'name', 'lastName'],
    properties: {
      email,
      password: newPassword(AUTH_MSG.enterPassword),
      name: field(
        { type: 'string', minLength: 1, maxLength: 64 },
        { required: AUTH_MSG.enterName, maxLength: AUTH_MSG.nameLong, invalid: AUTH_MSG.enterName },
        true,
      ),
      lastName: field(
        { type: 'string', minLength: 1, maxLength: 64 },
        {
          required: AUTH_MSG.enterLastName,
          maxLength: AUTH_MSG.lastNameLong,
          invalid: AUTH_MSG.enterLastName,
        },
        true,
      ),
    },
  },
  response: {
    200: envelopeSchema({ type: 'object', properties: { email: { type: 'string' } } }),
  },
};

export interface RegisterBody {
  email: string;
  password: string;
  name: string;
  lastName: string;
}

export const sendCodeSchema = {
  params: productParams,
  body: { type: 'object', required: ['email'], properties: { email } },
  response: {
    200: envelopeSchema({ type: 'object', properties: { email: { type: 'string' } } }),
  },
};

export interface SendCodeBody {
  email: string;
}

export const resetSchema = {
  body: {
    type: 'object',
    required: ['email', 'pwd', 'affirmPwd', 'validate'],
    properties: {
      email,
      pwd: newPassword(AUTH_MSG.enterPassword),
      affirmPwd: field(
        { type: 'string', minLength: 1, maxLength: PASSWORD_MAX },
        { required: AUTH_MSG.confirmPassword, invalid: AUTH_MSG.passwordsDiffer },
      ),
      validate: code,
    },
  },
  response: {
    200: envelopeSchema({ type: 'object', properties: { email: { type: 'string' } } }),
  },
};

export interface ResetBody {
  email: string;
  pwd: string;
  affirmPwd: string;
  validate: string;
}

export const captchaSchema = {
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        captchaKey: { type: 'string' },
        captchaBase64: { type: 'string' },
        testAnswer: { type: 'string' },
      },
    }),
  },
};

export const tokenCheckSchema = {
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        authCode: { type: 'string' },
        status: { type: 'string' },
        expiresAt: { type: 'string' },
      },
    }),
  },
};

export const userInfoSchema = {
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        id: { type: 'integer' },
        customerId: { type: 'integer' },
        email: { type: 'string' },
        name: { type: 'string' },
        lastName: { type: 'string' },
        roles: { type: 'array', items: { type: 'string' } },
        perms: { type: 'array', items: { type: 'string' } },
        customerName: { type: 'string' },
      },
    }),
  },
};

export const logoutSchema = {
  response: { 200: envelopeSchema({ type: 'null' }) },
};
