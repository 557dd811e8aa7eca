/** One searchable page: its title (and section) in the current language; a help page also its text. */
interface PaletteEntry<P extends { path: string }> {
  page: P;
  title: string;
  section: string;
  text?: string;
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * Ranks pages for a query: title prefix first, then a word of the title, then anywhere in title, section or path,
 * then the query's letters in order within the title (fuzzy), then anywhere in a help page's text. An empty query
 * lists every page in menu order.
 */
export function searchPages<P extends { path: string }>(
  entries: PaletteEntry<P>[],
  query: string,
): PaletteEntry<P>[] {
  const q = normalise(query.trim());
  if (!q) return entries;
  const scored = entries.flatMap((entry) => {
    const title = normalise(entry.title);
    const haystack = `${title} ${normalise(entry.section)} ${entry.page.path.toLowerCase()}`;
    let score: number;
    if (title.startsWith(q)) score = 0;
    else if (title.split(/\s+/).some((word) => word.startsWith(q))) score = 1;
    else if (haystack.includes(q)) score = 2;
    else if (isSubsequence(q, title)) score = 3;
    else if (entry.text && normalise(entry.text).includes(q)) score = 4;
    else return [];
    return [{ entry, score }];
  });
  return scored.sort((a, b) => a.score - b.score).map(({ entry }) => entry);
}

function isSubsequence(needle: string, haystack: string): boolean {
  let position = 0;
  for (const char of haystack) {
    if (char === needle[position]) position += 1;
    if (position === needle.length) return true;
  }
  return false;
}
