/** The last page the person was on: where an unmatched path sends them back to (spec section 2). */
let lastPage: string | null = null;

export const rememberPage = (fullPath: string): void => {
  lastPage = fullPath;
};
export const previousPage = (): string | null => lastPage;
