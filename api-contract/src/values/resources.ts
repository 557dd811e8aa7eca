/** Names the Resources sample form answers as taken: how a check only the server can make reaches a field. */
export const SAMPLE_TAKEN_NAMES = ['Demo Shop', 'Other Shop'] as const;
