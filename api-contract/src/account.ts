import { Type, type Static } from 'typebox';
import {
  CodeField,
  ConfirmPasswordField,
  LastNameField,
  NameField,
  NewPasswordField,
  PASSWORD_MAX,
} from './auth.js';
import { DateTime, Nullable, trim } from './common.js';
import { answers } from './routes.js';
import { Page } from './lists.js';

/** Messages this area adds (the sign-in ones are reused so the console already knows them). */
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

const MobileField = Type.String({
  minLength: 1,
  maxLength: 32,
  'x-messages': { required: ACCOUNT_MSG.enterMobile, invalid: ACCOUNT_MSG.validMobile },
  ...trim,
});

export const ProfileSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  lastName: Type.String(),
  /** Verified international number (E.164), or null. */
  mobile: Nullable(Type.String()),
  mobileVerifiedAt: Nullable(DateTime()),
  customerName: Type.String(),
});
export type Profile = Static<typeof ProfileSchema>;

export const UpdateProfileBodySchema = Type.Object({ name: NameField, lastName: LastNameField });
export type UpdateProfileBody = Static<typeof UpdateProfileBodySchema>;

/** Any value but the caller's own id is refused with 403 (checked by the server, not by the schema). */
export const ChangePasswordParamsSchema = Type.Object({ id: Type.String({ maxLength: 32 }) });
export type ChangePasswordParams = Static<typeof ChangePasswordParamsSchema>;

/**
 * The spec sends the new password as a query parameter; query strings end up in access logs, proxies and browser
 * history, so this API takes all three passwords in the JSON body (and refuses them in the query).
 */
export const ChangePasswordBodySchema = Type.Object({
  oldPassword: Type.String({
    minLength: 1,
    maxLength: PASSWORD_MAX,
    'x-messages': {
      required: ACCOUNT_MSG.enterCurrentPassword,
      maxLength: ACCOUNT_MSG.wrongCurrentPassword,
      invalid: ACCOUNT_MSG.enterCurrentPassword,
    },
  }),
  password: NewPasswordField,
  affirmPassword: ConfirmPasswordField,
});
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>;

export const PasswordChangedSchema = Type.Object({ revokedSessions: Type.Integer() });
export type PasswordChanged = Static<typeof PasswordChangedSchema>;

export const SendMobileCodeBodySchema = Type.Object({ mobile: MobileField });
export type SendMobileCodeBody = Static<typeof SendMobileCodeBodySchema>;

export const MobileCodeSentSchema = Type.Object({
  mobile: Type.String(),
  expiresInSeconds: Type.Integer(),
  resendInSeconds: Type.Integer(),
});
export type MobileCodeSent = Static<typeof MobileCodeSentSchema>;

export const CheckMobileCodeBodySchema = Type.Object({ mobile: MobileField, code: CodeField });
export type CheckMobileCodeBody = Static<typeof CheckMobileCodeBodySchema>;

export const SiteLanguageSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  nativeName: Type.String(),
});
export type SiteLanguage = Static<typeof SiteLanguageSchema>;

export const LanguageListSchema = Page(SiteLanguageSchema);
export type LanguageList = Static<typeof LanguageListSchema>;

export const AddLanguageBodySchema = Type.Object({
  codes: Type.Array(Type.String({ maxLength: 16 }), {
    minItems: 1,
    maxItems: 50,
    uniqueItems: true,
    'x-messages': {
      required: ACCOUNT_MSG.enterLanguages,
      minItems: ACCOUNT_MSG.enterLanguages,
      invalid: ACCOUNT_MSG.unknownLanguage,
    },
  }),
});
export type AddLanguageBody = Static<typeof AddLanguageBodySchema>;

export const RemoveLanguageParamsSchema = Type.Object({
  code: Type.String({
    minLength: 1,
    maxLength: 16,
    'x-messages': { required: ACCOUNT_MSG.enterLanguages, invalid: ACCOUNT_MSG.unknownLanguage },
    ...trim,
  }),
});
export type RemoveLanguageParams = Static<typeof RemoveLanguageParamsSchema>;

/** The signed-in user's account (profile, password, verified mobile) and the languages the customer's site offers. */
export const accountRoutes = {
  getProfile: answers(ProfileSchema),
  updateProfile: answers(ProfileSchema, { body: UpdateProfileBodySchema }),
  changePassword: answers(PasswordChangedSchema, {
    params: ChangePasswordParamsSchema,
    body: ChangePasswordBodySchema,
  }),
  sendMobileCode: answers(MobileCodeSentSchema, { body: SendMobileCodeBodySchema }),
  checkMobileCode: answers(ProfileSchema, { body: CheckMobileCodeBodySchema }),
  languageList: answers(LanguageListSchema),
  addLanguage: answers(LanguageListSchema, { body: AddLanguageBodySchema }),
  removeLanguage: answers(LanguageListSchema, { params: RemoveLanguageParamsSchema }),
};
