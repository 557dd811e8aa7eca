import { Type, type Static } from 'typebox';
import { trim } from './common.js';
import { answers } from './routes.js';

/**
 * Resources, for the people who build the console's pages: the sample form whose answers show the kit's server
 * field errors live (`POST /user/v1/resources/sample-form`). Checks only, writes nothing; behind `resources:view`.
 */
export const RESOURCES_MSG = {
  enterName: 'Please enter a name',
  nameLong: 'The name can not be more than 40 characters',
  nameTaken: 'This name is already taken',
  emailInvalid: 'Please enter a valid email address',
  countRange: 'The quantity must be a whole number between 1 and 99',
} as const;

export const SampleFormBodySchema = Type.Object({
  name: Type.String({
    minLength: 1,
    maxLength: 40,
    'x-messages': {
      required: RESOURCES_MSG.enterName,
      maxLength: RESOURCES_MSG.nameLong,
      invalid: RESOURCES_MSG.enterName,
    },
    ...trim,
  }),
  email: Type.String({
    format: 'email',
    maxLength: 254,
    'x-messages': { required: RESOURCES_MSG.emailInvalid, invalid: RESOURCES_MSG.emailInvalid },
  }),
  count: Type.Integer({
    minimum: 1,
    maximum: 99,
    'x-messages': { required: RESOURCES_MSG.countRange, invalid: RESOURCES_MSG.countRange },
  }),
});
export type SampleFormBody = Static<typeof SampleFormBodySchema>;

export const resourcesRoutes = {
  sampleForm: answers(SampleFormBodySchema, { body: SampleFormBodySchema }),
};
