import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  HELP_LANGUAGES,
  headingAnchor,
  type HelpHeading,
  type HelpPage,
} from '../../api-contract/src/remote-menu';

/** A remote's help as its build ships it: the index for menu.json and each page's Markdown by output file. */
export interface RemoteHelp {
  pages: HelpPage[];
  /** `help/<lang>/<slug>.md` -> the page's Markdown (its front matter removed). */
  files: Record<string, string>;
  /** What is wrong with the folder (the build fails on each). */
  problems: string[];
}

/** The folder a remote's help lives in, beside its package.json: `help/en/*.md`, `help/zh/*.md`. */
export const HELP_FOLDER = 'help';

/**
 * Reads one help page: an optional front matter (`---`, `key: value` lines, `---`) naming the `route` it documents
 * and its `order`, then Markdown whose `# ` line is the title and whose `## ` lines are its headings.
 */
export function readHelpPage(source: string): {
  title: string;
  headings: HelpHeading[];
  route?: string;
  order?: number;
  body: string;
} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  const fields = Object.fromEntries(
    (match?.[1] ?? '')
      .split(/\r?\n/)
      .map((line) => /^(\w+):\s*(.*)$/.exec(line.trim()))
      .flatMap((found) => (found ? [[found[1], found[2]] as const] : [])),
  );
  const body = match ? source.slice(match[0].length) : source;
  const lines = body.split(/\r?\n/);
  // Fenced code is not a heading, even when a line of it starts with '#'.
  let fenced = false;
  const outside = lines.filter((line) => {
    if (line.startsWith('```')) fenced = !fenced;
    return !fenced;
  });
  const title =
    outside
      .find((line) => line.startsWith('# '))
      ?.slice(2)
      .trim() ?? '';
  const headings = outside
    .filter((line) => line.startsWith('## '))
    .map((line) => line.slice(3).trim())
    .map((text) => ({ id: headingAnchor(text), text }));
  const order = fields.order === undefined ? undefined : Number(fields.order);
  return {
    title,
    headings,
    ...(fields.route ? { route: fields.route } : {}),
    ...(order !== undefined && Number.isFinite(order) ? { order } : {}),
    body,
  };
}

/**
 * Reads a remote's `help/` folder: every page must exist in each language with a title, and name the same route
 * in both. Pages are listed by their `order` (then slug). A remote without the folder ships no help.
 */
export function readRemoteHelp(rootPath: string): RemoteHelp {
  const folder = join(rootPath, HELP_FOLDER);
  const result: RemoteHelp = { pages: [], files: {}, problems: [] };
  if (!existsSync(folder)) return result;
  const slugsOf = (lang: string) =>
    existsSync(join(folder, lang))
      ? readdirSync(join(folder, lang))
          .filter((file) => file.endsWith('.md'))
          .map((file) => file.slice(0, -3))
      : [];
  const slugs = [...new Set(HELP_LANGUAGES.flatMap(slugsOf))].sort();
  const ordered: (HelpPage & { order: number })[] = [];
  for (const slug of slugs) {
    const read = Object.fromEntries(
      HELP_LANGUAGES.map((lang) => {
        const file = join(folder, lang, `${slug}.md`);
        return [lang, existsSync(file) ? readHelpPage(readFileSync(file, 'utf8')) : undefined];
      }),
    );
    const { en, zh } = read;
    const missing = HELP_LANGUAGES.filter((lang) => !read[lang]?.title);
    if (!en || !zh || missing.length > 0) {
      result.problems.push(
        `${HELP_FOLDER}/${missing.join(', ')}/${slug}.md: missing, or without a "# " title (every help page is written in ${HELP_LANGUAGES.join(' and ')})`,
      );
      continue;
    }
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
      result.problems.push(
        `${HELP_FOLDER}/*/${slug}.md: a page's name is lower-case words joined by hyphens`,
      );
    if (en.route !== zh.route)
      result.problems.push(`${HELP_FOLDER}/*/${slug}.md: en and zh name different routes`);
    for (const lang of HELP_LANGUAGES) result.files[`${HELP_FOLDER}/${lang}/${slug}.md`] = read[lang]!.body;
    ordered.push({
      slug,
      titles: { en: en.title, zh: zh.title },
      ...(en.route ? { route: en.route } : {}),
      headings: { en: en.headings, zh: zh.headings },
      order: en.order ?? Number.MAX_SAFE_INTEGER,
    });
  }
  result.pages = ordered
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug))
    .map(({ order: _order, ...page }) => page);
  return result;
}
