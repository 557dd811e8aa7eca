/**
 * Theme before first paint. The host's HTML carries this script and style inline in <head> (see rsbuild.config.ts),
 * so the page is dark from its first frame when it will be dark: no light flash on a dark reload, long before the
 * app's JavaScript arrives. It must decide exactly as `isDarkAtom` of @console/shared does (host/test/prepaint.test.ts
 * checks both against the same cases): the `settings` item's `theme` ('auto' when absent or unreadable), and for
 * 'auto' the OS preference. Plain ES5 on purpose; kept tiny.
 */

/** The class the spec's theme toggle sets on <html> (spec section 4). */
export const DARK_CLASS = 'dark';

/** antd's dark layout background (colorBgLayout of the dark algorithm), so the first frame matches the app. */
const DARK_BACKGROUND = '#000000';

/**
 * The `lang` of <html> for a console language: what `setLanguage` of @console/shared writes, and what this script
 * writes from the stored `language` item before first paint (screen readers and the browser's hyphenation and
 * font choice read it from the first frame; an empty lang is an axe violation).
 */
export const HTML_LANG = { en: 'en', zh: 'zh-CN' } as const;

export const PREPAINT_SCRIPT =
  "(function(d){var t='auto',s,l;" +
  "try{s=JSON.parse(localStorage.getItem('settings'));if(s&&typeof s=='object'&&'theme'in s)t=s.theme}catch(e){}" +
  `try{l=localStorage.getItem('language')}catch(e){}d.lang=l==='zh'?'${HTML_LANG.zh}':'${HTML_LANG.en}';` +
  "try{if(t==='dark'||t==='auto'&&matchMedia('(prefers-color-scheme: dark)').matches)d.classList.add('" +
  DARK_CLASS +
  "')}catch(e){}})(document.documentElement)";

/** The dark first frame, and the page baseline (no default 8 px body margin) from the first frame on. */
export const PREPAINT_STYLE = `body{margin:0}html.${DARK_CLASS}{background:${DARK_BACKGROUND};color-scheme:dark}`;
