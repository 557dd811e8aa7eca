import { api } from '@console/shared';
import { queryOptions, type QueryResult } from '@console/shared/data';

// The API's types come from its contract (types only: no schema code in this bundle).
import type {
  FileStorage,
  LanguageList,
  MapLocation,
  ChangePasswordBody as PasswordChange,
  Profile,
} from '@console/api-contract';

export type { FileStorage, LanguageList, MapLocation, PasswordChange, Profile };
export type { SiteLanguage } from '@console/api-contract';

// Forms show their own errors next to the fields, so every call is silent (see @console/shared's client; a dead
// session still ends there).
const quiet = { silent: true } as const;

/** The account calls. Paths are the spec's where it has them (section 7); the rest follow its naming. */
export const accountApi = {
  profile: () => api.get<Profile>('/user/v1/customer/info/profile', undefined, quiet),
  updateProfile: (body: { name: string; lastName: string }) =>
    api.post<Profile>('/user/v1/customer/info/update/profile', body, quiet),

  /** Spec: PATCH /api/v1/users/{id}/password. The passwords travel in the JSON body, never in the query. */
  changePassword: (id: number, body: PasswordChange) =>
    api.patch<{ revokedSessions: number }>(`/api/v1/users/${id}/password`, body, quiet),

  sendMobileCode: (mobile: string) =>
    api.post<{ mobile: string; expiresInSeconds: number; resendInSeconds: number }>(
      '/user/v1/customer/info/mobicta/set/code',
      { mobile },
      quiet,
    ),
  checkMobileCode: (mobile: string, code: string) =>
    api.post<Profile>('/user/v1/customer/info/check/code', { mobile, code }, quiet),

  linkedLanguages: () => api.get<LanguageList>('/common/v1/language/link/list', undefined, quiet),
  unlinkedLanguages: () => api.get<LanguageList>('/common/v1/language/unlink/list', undefined, quiet),
  addLanguages: (codes: string[]) => api.post<LanguageList>('/common/v1/language/add/link', { codes }, quiet),
  removeLanguage: (code: string) =>
    api.delete<LanguageList>(`/common/v1/language/link/${encodeURIComponent(code)}`, quiet),

  location: () => api.get<MapLocation | null>('/user/v1/customer/info/coordinate', undefined, quiet),
  setLocation: (body: { label: string; lat: number; lng: number }) =>
    api.put<MapLocation>('/user/v1/customer/info/coordinate', body, quiet),
  deleteLocation: () => api.delete<null>('/user/v1/customer/info/coordinate', quiet),

  /** The shop's stored files (any member). */
  storage: () => api.get<FileStorage>('/user/v1/files/storage', undefined, quiet),
};

/** The account's queries (docs/data-layer.md, "Keys"): the pages and the invalidation after a save use these. */
export const accountQueries = {
  profile: () => queryOptions(['account', 'profile'], () => accountApi.profile()),
  /** The site's languages: those it offers and those it could add, read together. */
  languages: () =>
    queryOptions(['account', 'languages'], async () => {
      const [linked, unlinked] = await Promise.all([
        accountApi.linkedLanguages(),
        accountApi.unlinkedLanguages(),
      ]);
      return { linked: linked.list, unlinked: unlinked.list };
    }),
  location: () => queryOptions(['account', 'location'], () => accountApi.location()),
  /** The shop's stored files: what uploads add and the hourly sweep of unsaved files takes away. */
  storage: () => queryOptions(['account', 'storage'], () => accountApi.storage()),
};

/** The props of a card that shows and saves the profile (ProfileCard, MobileCard). */
export interface ProfileCardProps {
  /** The account's profile query (AccountPage): its answer, its failure, and where a save puts the new one. */
  profile: QueryResult<Profile>;
}
