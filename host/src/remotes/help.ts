import type { HelpPage } from '@console/shared';
import type { AreaState } from './areas';
import { areaManifestUrl } from './areas';

/** The help language of a UI language: help is written in en and zh. */
export function helpLanguage(language: string): 'en' | 'zh' {
  return language.startsWith('zh') ? 'zh' : 'en';
}

/** One area's help as the Docs section lists it: the area's name, its title (its menu's top entry), its pages. */
export interface HelpArea {
  area: string;
  titleKey: string;
  ns: string;
  pages: HelpPage[];
}

/** The areas whose menu is in and that ship help, in menu order. */
export function helpAreas(areas: Record<string, AreaState>): HelpArea[] {
  return Object.values(areas)
    .flatMap((state) =>
      state.status === 'ready' && state.help && state.help.length > 0 ? [{ state, help: state.help }] : [],
    )
    .sort((a, b) => a.state.module.order - b.state.module.order)
    .map(({ state, help }) => ({
      area: state.name,
      titleKey: state.module.routes[0]?.meta.title ?? state.name,
      ns: state.module.namespace,
      pages: help,
    }));
}

/** The console address of a help page. */
export const helpPath = (area: string, slug: string) => `/docs/${area}/${slug}`;

/** The help page documenting the console page at `path` (a menu path, e.g. '/odrs/orders'), if its area has one. */
export function helpForRoute(
  areas: Record<string, AreaState>,
  area: string,
  path: string,
): string | undefined {
  const state = areas[area];
  if (state?.status !== 'ready') return undefined;
  const page = state.help?.find((candidate) => candidate.route === path);
  return page && helpPath(area, page.slug);
}

/**
 * Each text fetched once per page load: a help page is read from the area's own site, beside the menu.json of the
 * release the registry names, so a deployed release brings its help with it (the host is not rebuilt).
 */
const texts = new Map<string, Promise<string>>();

export function fetchHelpText(area: string, lang: 'en' | 'zh', slug: string): Promise<string> {
  const manifest = areaManifestUrl(area);
  if (!manifest) return Promise.reject(new Error(`Remote "${area}" is not in remotes.json`));
  const url = new URL(`help/${lang}/${slug}.md`, manifest).href;
  let text = texts.get(url);
  if (!text) {
    text = fetch(url, { cache: 'no-cache' }).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.text();
    });
    text.catch(() => texts.delete(url));
    texts.set(url, text);
  }
  return text;
}
