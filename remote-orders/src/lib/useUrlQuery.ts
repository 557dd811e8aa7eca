import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@console/shared';

export type UrlParams = Record<string, string | undefined>;

/**
 * `current` with the page's own keys replaced by `params` (empty values removed). Keys the page does not own (the
 * host's `title`, for one) are kept as they are.
 */
export function mergeSearch(current: string, params: UrlParams): string {
  const search = new URLSearchParams(current);
  for (const [key, value] of Object.entries(params)) {
    search.delete(key);
    if (value) search.set(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A page's query (filters, page, sort) kept in the address: read once when the page mounts (a shared or reloaded
 * link shows the same list) and written back, replacing the entry, whenever it changes. Only values that differ
 * from the defaults are written, so a plain visit keeps a plain address.
 */
export function useUrlQuery<Q>(parse: (params: URLSearchParams) => Q, serialize: (query: Q) => UrlParams) {
  const location = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = useState<Q>(() => parse(new URLSearchParams(location.search)));
  const wanted = serialize(query);
  const current = new URLSearchParams(location.search);
  // Rewritten only when one of the page's own values differs (not for a mere difference in encoding).
  const differs = Object.entries(wanted).some(
    ([key, value]) => (current.get(key) ?? undefined) !== (value || undefined),
  );
  const search = differs ? mergeSearch(location.search, wanted) : location.search;
  useEffect(() => {
    if (search !== location.search) navigate({ pathname: location.pathname, search }, { replace: true });
    // Written when the query changes; the address following other navigation is not read back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  return [query, setQuery] as const;
}
