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
import {
  APP_ID,
  APP_ID_HEADER,
  FIRST_ANSWER_GLOBAL,
  LANGUAGE_STORAGE_KEY,
  LIST_REST_CLASS,
  PAGE_PAINTED_GLOBAL,
  RESULT_CODE,
  SETTINGS_STORAGE_KEY,
  TOKEN_HEADER,
  TOKEN_STORAGE_KEY,
} from '@console/shared';
import { MOBILE_QUERY } from '../layout/useDevice';
import { ACTIVE_TOP_STORAGE_KEY, SIDEBAR_STORAGE_KEY } from '../layout/useSidebar';
import { DARK_CLASS } from '../theme/prepaint';
import {
  BUILD_META_NAME,
  FINGERPRINT_SOURCE,
  PUBLIC_PATHS,
  SHELL_ELEMENT_ID,
  SHELL_GLOBAL,
  SHELL_MAIN_ATTRIBUTE,
  SHELL_PAGE_ATTRIBUTE,
  SHELL_PAGE_STORAGE_PREFIX,
  SHELL_ROWS_MARK,
  SHELL_STORAGE_KEY,
  SHELL_STYLE,
} from '../prerender/placement';

const js = (value: unknown) => JSON.stringify(value);

/**
 * The first half, inline at the end of <head>: decides, and leaves the shell's CSS and markup to paint in a window
 * property. The CSS is inline (no stylesheet to fetch, parse and index before the first frame); the app adds its
 * stylesheets itself, as on any load. When a page is stored for this very address (README.md "The first page's
 * rows") with the same keys, it asks the page's requests at once (a list's one, or every answer of a page such as
 * the dashboard), leaves the answers for the API client (`FIRST_ANSWER_GLOBAL`: the console does not ask twice)
 * and paints the page from them (`paintPage`).
 */
export function shellHeadScript(): string {
  const item = (key: string) => `g(${js(key)})`;
  const headers = js(TOKEN_HEADER) + ':t,' + js(APP_ID_HEADER) + ':' + js(APP_ID);
  return (
    '(function(d,w){try{' +
    `var m=d.querySelector('meta[name="${BUILD_META_NAME}"]'),F=${FINGERPRINT_SOURCE},` +
    `p=w.location.pathname,t=localStorage.getItem(${js(TOKEN_STORAGE_KEY)}),P=${js(PUBLIC_PATHS)},s,i,q,A;` +
    'if(!m||!t)return;' +
    'for(i=0;i<P.length;i++)if(p===P[i]||p.indexOf(P[i]+"/")===0)return;' +
    `s=JSON.parse(${item(SHELL_STORAGE_KEY)});` +
    `if(!s||s.build!==m.content||s.session!==F(t)||` +
    `s.language!==${item(LANGUAGE_STORAGE_KEY)}||s.settings!==${item(SETTINGS_STORAGE_KEY)}||` +
    `s.sidebar!==${item(SIDEBAR_STORAGE_KEY)}||s.top!==${item(ACTIVE_TOP_STORAGE_KEY)}||` +
    `s.dark!==d.documentElement.classList.contains(${js(DARK_CLASS)})||` +
    `s.mobile!==w.matchMedia(${js(MOBILE_QUERY)}).matches||typeof s.html!="string"||typeof s.css!="string")return;` +
    `w[${js(SHELL_GLOBAL)}]="<style>"+s.css+"</style>"+s.html;` +
    `q=JSON.parse(g(${js(SHELL_PAGE_STORAGE_PREFIX)}+p+w.location.search));` +
    'if(q&&q.build===s.build&&q.session===s.session&&q.language===s.language&&q.settings===s.settings&&' +
    'q.dark===s.dark&&q.mobile===s.mobile&&' +
    'typeof q.html=="string"){' +
    `A=w[${js(FIRST_ANSWER_GLOBAL)}]=[];` +
    'if(typeof q.url=="string")ask(q.url).then(function(a){paint(q,a)});' +
    'else if(q.answers instanceof Array){for(i=0;i<q.answers.length;i++)ask(q.answers[i][0]);' +
    'Promise.all(A.map(function(e){return e.answer})).then(function(a){paintAll(q,a)})}' +
    '}' +
    '}catch(e){}' +
    'function g(k){return localStorage.getItem(k)}' +
    // One request of the page, asked as the API client would, its answer left for it.
    `function ask(u){var e={url:u};A.push(e);return e.answer=fetch(u,{headers:{${headers}}}).then(function(r){` +
    'return r.text().then(function(x){return{status:r.status,text:x}})})["catch"](function(){return null})}' +
    paintPage() +
    '})(document,window)'
  );
}

/**
 * `paint(q, a)`: the stored list page `q` painted from the server's answer `a`, when it is a success with a list:
 * each row whose fields hash as stored gets its stored markup, any other row (changed, or new) the placeholder;
 * when the answer without its list (the total) hashes otherwise, what the page draws from it (the title's count,
 * the pager) is hidden, not shown stale. `paintAll(q, a)`: the stored page of answers `q` painted whole when every
 * answer of `a` is a success whose data hashes as stored, else not at all. Nothing is painted once the live layout
 * is shown (the shell is gone or hidden); before the second half has run, `put` waits for the document.
 */
function paintPage(): string {
  const success = (answer: string) => `${answer}&&${answer}.status===200?JSON.parse(${answer}.text):null`;
  return (
    'function paint(q,a){try{' +
    `var e=${success('a')},D=e&&e.data,L=D&&D.list,o={},k,i,h="",c;` +
    `if(!e||e.code!==${RESULT_CODE.SUCCESS}||!D||!(L instanceof Array))return;` +
    'for(k in D)if(k!=="list")o[k]=D[k];' +
    'for(i=0;i<L.length;i++){k=String(L[i][q.key]);c=q.rows.hasOwnProperty(k)?q.rows[k]:null;' +
    'h+=c&&c[0]===F(JSON.stringify(L[i]))?c[1]:q.blank}' +
    // One parse of the page and its rows, in the table body's context (split and join: a row's text may hold "$";
    // the comment's "<" escaped: "<!--" in an inline script changes how the HTML parser reads it).
    `put(q,q.html.split("\\u003C!--${SHELL_ROWS_MARK}--\\u003E").join(h),function(n){` +
    `if(F(JSON.stringify(o))!==q.rest){c=n.querySelectorAll(${js('.' + LIST_REST_CLASS)});` +
    'for(i=0;i<c.length;i++)c[i].style.visibility="hidden"}})' +
    '}catch(z){}}' +
    'function paintAll(q,a){try{var i,e;' +
    'for(i=0;i<a.length;i++){' +
    `e=${success('a[i]')};` +
    `if(!e||e.code!==${RESULT_CODE.SUCCESS}||!q.answers[i]||F(JSON.stringify(e.data))!==q.answers[i][1])return}` +
    'put(q,q.html)}catch(z){}}' +
    'function put(q,h,f){try{' +
    `var x=d.getElementById(${js(SHELL_ELEMENT_ID)}),n;` +
    'if(!x){if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",function(){put(q,h,f)});return}' +
    `n=x.querySelector("[${SHELL_MAIN_ATTRIBUTE}]");if(!n||x.style.visibility==="hidden")return;` +
    'n.innerHTML=h;n.style.background=q.background;if(f)f(n);' +
    `x.setAttribute(${js(SHELL_PAGE_ATTRIBUTE)},"");w[${js(PAGE_PAINTED_GLOBAL)}]=true` +
    '}catch(z){}}'
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
