/** How long a copy button shows "Copied" (spec section 9: the clipboard's copied state lasts 1500 ms). */
export const COPIED_MS = 1500;
