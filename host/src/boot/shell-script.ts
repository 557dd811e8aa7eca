/**
 * The boot scripts that paint the signed-in shell from the stored snapshot (README.md beside prerender/placement.ts,
 * "The signed-in shell", has the rules; layout/shell-snapshot.ts writes the snapshot and takes the shell down).
 * Built at build time only, like placement-script.ts: every name it shares with the app is imported from where the
 * app defines it and written into the string as a literal; build/prerender-sign-in.mjs inlines it after `#root`.
 *
 * It paints only when the page would show the signed-in layout exactly as stored: a session token is stored, the
 * path is not a public one, and the build, the session, the language, the settings (theme, layout, colours), the
 * sidebar, the mix layout's top entry, the dark class and the mobile breakpoint are those the snapshot was taken
 * with. Anything unreadable paints nothing. Plain ES5, no library, tiny; two halves (see each).
 */
import { LANGUAGE_STORAGE_KEY, SETTINGS_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@console/shared';
import { MOBILE_QUERY } from '../layout/useDevice';
import { ACTIVE_TOP_STORAGE_KEY, SIDEBAR_STORAGE_KEY } from '../layout/useSidebar';
import { DARK_CLASS } from '../theme/prepaint';
import {
  BUILD_META_NAME,
  FINGERPRINT_SOURCE,
  PUBLIC_PATHS,
  SHELL_ELEMENT_ID,
  SHELL_GLOBAL,
  SHELL_STORAGE_KEY,
  SHELL_STYLE,
} from '../prerender/placement';

const js = (value: unknown) => JSON.stringify(value);

/**
 * The first half, inline at the end of <head>: decides, and leaves the shell's CSS and markup to paint in a window
 * property. The CSS is inline (no stylesheet to fetch, parse and index before the first frame); the app adds its
 * stylesheets itself, as on any load.
 */
export function shellHeadScript(): string {
  const item = (key: string) => `g(${js(key)})`;
  return (
    '(function(d,w){try{' +
    `var m=d.querySelector('meta[name="${BUILD_META_NAME}"]'),` +
    `p=w.location.pathname,t=localStorage.getItem(${js(TOKEN_STORAGE_KEY)}),P=${js(PUBLIC_PATHS)},s,i;` +
    'if(!m||!t)return;' +
    'for(i=0;i<P.length;i++)if(p===P[i]||p.indexOf(P[i]+"/")===0)return;' +
    `s=JSON.parse(${item(SHELL_STORAGE_KEY)});` +
    `if(!s||s.build!==m.content||s.session!==(${FINGERPRINT_SOURCE})(t)||` +
    `s.language!==${item(LANGUAGE_STORAGE_KEY)}||s.settings!==${item(SETTINGS_STORAGE_KEY)}||` +
    `s.sidebar!==${item(SIDEBAR_STORAGE_KEY)}||s.top!==${item(ACTIVE_TOP_STORAGE_KEY)}||` +
    `s.dark!==d.documentElement.classList.contains(${js(DARK_CLASS)})||` +
    `s.mobile!==w.matchMedia(${js(MOBILE_QUERY)}).matches||typeof s.html!="string"||typeof s.css!="string")return;` +
    `w[${js(SHELL_GLOBAL)}]="<style>"+s.css+"</style>"+s.html` +
    '}catch(e){}' +
    'function g(k){return localStorage.getItem(k)}' +
    '})(document,window)'
  );
}

/** The second half, inline after `#root`: paints what the first half left, beside `#root`. */
export function shellBodyScript(): string {
  return (
    `(function(d,w){var h=w[${js(SHELL_GLOBAL)}],r=d.getElementById("root"),x;` +
    `if(typeof h!="string"||!r)return;w[${js(SHELL_GLOBAL)}]=null;` +
    `x=d.createElement("div");x.id=${js(SHELL_ELEMENT_ID)};x.setAttribute("aria-hidden","true");` +
    `x.setAttribute("inert","");x.style.cssText=${js(SHELL_STYLE)};x.innerHTML=h;` +
    'r.parentNode.insertBefore(x,r.nextSibling)})(document,window)'
  );
}
