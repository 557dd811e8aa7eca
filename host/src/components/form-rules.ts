/** Spec section 9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

/** Form normaliser for addresses: surrounding spaces (a paste) never belong to an email. */
export const trimValue = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);
