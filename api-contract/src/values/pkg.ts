export const SITE_TYPES = ['design', 'mobile', 'desk'] as const;
export type SiteType = (typeof SITE_TYPES)[number];
export const PROJECT_STATUSES = ['normal', 'closed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_SORT_FIELDS = ['createdAt', 'updatedAt', 'title', 'num', 'viewCount'] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];

/** The largest image the upload path takes (bytes) and the types it recognises by their first bytes. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_MAX_LABEL = '2 MB';
/**
 * Per shop: at most this many bytes of uploads no record has taken yet (an abandoned form's images wait to be
 * pruned), and at most UPLOAD_RATE.max uploads a minute, so one account cannot pour files into the database.
 */
export const UPLOAD_UNATTACHED_MAX_BYTES = 20 * 1024 * 1024;
export const UPLOAD_UNATTACHED_MAX_LABEL = '20 MB';
export const UPLOAD_RATE = { max: 20, windowSeconds: 60 } as const;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
