import type { MenuLanguage } from '@console/api-contract';

/**
 * The language of an answer the server writes in words (menu titles, a mail sent on a person's behalf): `lang` when
 * the console sends its own, else Chinese for an Accept-Language that prefers it, else English.
 */
export function requestLanguage(
  lang: MenuLanguage | undefined,
  acceptLanguage: string | undefined,
): MenuLanguage {
  if (lang) return lang;
  const first = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .find((entry) => entry.tag.startsWith('zh') || entry.tag.startsWith('en'));
  return first?.tag.startsWith('zh') ? 'zh' : 'en';
}
