import { Type, type Static } from 'typebox';
import { type FieldMessages, trim } from './common.js';
import { answers } from './routes.js';

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
  badCode: 'Verify Code is incorrect or expired',
  enterName: 'Please enter Name',
  nameLong: 'Name can not be more than 64 characters',
  enterLastName: 'Please enter Last Name',
  lastNameLong: 'Last Name can not be more than 64 characters',
} as const;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

const with_ = (messages: FieldMessages) => ({ 'x-messages': messages });

export const EmailField = Type.String({
  minLength: 1,
  maxLength: 254,
  format: 'email',
  ...with_({ required: AUTH_MSG.enterEmail, invalid: AUTH_MSG.validEmail }),
  ...trim,
});

/** A new password (and the sign-in password: a shorter or longer one cannot be right). */
export const NewPasswordField = Type.String({
  minLength: PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  ...with_({
    required: AUTH_MSG.enterPassword,
    minLength: AUTH_MSG.passwordShort,
    maxLength: AUTH_MSG.passwordLong,
    invalid: AUTH_MSG.enterPassword,
  }),
});

/** The repeated password of a form; the server compares it with the first. */
export const ConfirmPasswordField = Type.String({
  minLength: 1,
  maxLength: PASSWORD_MAX,
  ...with_({ required: AUTH_MSG.confirmPassword, invalid: AUTH_MSG.passwordsDiffer }),
});

export const CodeField = Type.String({
  minLength: 1,
  maxLength: 32,
  ...with_({ required: AUTH_MSG.enterCode, invalid: AUTH_MSG.enterCode }),
  ...trim,
});

export const NameField = Type.String({
  minLength: 1,
  maxLength: 64,
  ...with_({ required: AUTH_MSG.enterName, maxLength: AUTH_MSG.nameLong, invalid: AUTH_MSG.enterName }),
  ...trim,
});

export const LastNameField = Type.String({
  minLength: 1,
  maxLength: 64,
  ...with_({
    required: AUTH_MSG.enterLastName,
    maxLength: AUTH_MSG.lastNameLong,
    invalid: AUTH_MSG.enterLastName,
  }),
  ...trim,
});

/** Paths with `{product}` answer only for the deployment's product (the console's is `shop`). */
export const ProductParamsSchema = Type.Object({ product: Type.String({ maxLength: 64 }) });
export type ProductParams = Static<typeof ProductParamsSchema>;

export const LoginBodySchema = Type.Object({
  email: EmailField,
  password: NewPasswordField,
  captchaKey: Type.Optional(Type.String({ maxLength: 64, ...with_({ invalid: AUTH_MSG.badCode }) })),
  captchaCode: CodeField,
});
export type LoginBody = Static<typeof LoginBodySchema>;

export const LoginSchema = Type.Object({ token: Type.String(), expiresAt: Type.String() });
export type Login = Static<typeof LoginSchema>;

export const RegisterBodySchema = Type.Object({
  email: EmailField,
  password: NewPasswordField,
  name: NameField,
  lastName: LastNameField,
});
export type RegisterBody = Static<typeof RegisterBodySchema>;

export const EmailOnlySchema = Type.Object({ email: Type.String() });

export const SendCodeBodySchema = Type.Object({ email: EmailField });
export type SendCodeBody = Static<typeof SendCodeBodySchema>;

export const ResetBodySchema = Type.Object({
  email: EmailField,
  pwd: NewPasswordField,
  affirmPwd: ConfirmPasswordField,
  validate: CodeField,
});
export type ResetBody = Static<typeof ResetBodySchema>;

export const CaptchaSchema = Type.Object({
  captchaKey: Type.String(),
  /** A PNG as a data URL. */
  captchaBase64: Type.String(),
  /** Only from a server started with CONSOLE_TEST_HOOKS=1. */
  testAnswer: Type.Optional(Type.String()),
});
export type Captcha = Static<typeof CaptchaSchema>;

export const TokenCheckSchema = Type.Object({
  authCode: Type.String(),
  status: Type.String(),
  expiresAt: Type.String(),
});
export type TokenCheck = Static<typeof TokenCheckSchema>;

export const UserInfoSchema = Type.Object({
  id: Type.Integer(),
  customerId: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  lastName: Type.String(),
  roles: Type.Array(Type.String()),
  perms: Type.Array(Type.String()),
  customerName: Type.String(),
});
export type UserInfo = Static<typeof UserInfoSchema>;

/** Sign-in, sign-up, password reset, token check, the current user and sign-out. */
export const authRoutes = {
  captcha: answers(CaptchaSchema),
  login: answers(LoginSchema, { params: ProductParamsSchema, body: LoginBodySchema }),
  register: answers(EmailOnlySchema, { params: ProductParamsSchema, body: RegisterBodySchema }),
  sendCode: answers(EmailOnlySchema, { params: ProductParamsSchema, body: SendCodeBodySchema }),
  reset: answers(EmailOnlySchema, { body: ResetBodySchema }),
  tokenCheck: answers(TokenCheckSchema),
  userInfo: answers(UserInfoSchema),
  logout: answers(Type.Null()),
};
