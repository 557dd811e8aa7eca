/**
 * The placement script's source (placement.ts says what it does), built at build time only: the prerender bundle
 * (rsbuild.prerender.config.ts, for Node) calls `signInPlacementScript` and build/prerender-sign-in.mjs inlines the
 * string into index.html. Every name it shares with the app (storage keys, the sign-in path, the form's field id,
 * react-router's history-state key, the dark class, the languages, the colour settings) is imported from where the
 * app defines it and written into the string as a literal, so a rename there renames it here too and the inlined
 * script stays as small as hand-written. Kept apart from placement.ts: that module is in the browser's boot code
 * (the federation runtime plugin reads it before any shared module exists), this one imports @console/shared.
 * The rules a change to the sign-in page must keep: README.md beside this file.
 */
import {
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  SESSION_ENDED_STORAGE_KEY,
  SETTINGS_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  type ConsoleSettings,
} from '@console/shared';
import { SIGN_IN_EMAIL_FIELD } from '../pages/login/SignInForm';
import { ROUTER_STATE_KEY, VARIANT_PATHS } from '../pages/login/variants';
import { DARK_CLASS } from '../theme/prepaint';
import {
  HELD_PROPERTY,
  PRERENDERED_ATTRIBUTE,
  SIGN_IN_CSS_TEMPLATE,
  SIGN_IN_TEMPLATE_PREFIX,
} from '../prerender/placement';

/** A JavaScript string literal of `value`. */
const js = (value: string) => JSON.stringify(value);

/** The settings the markup was rendered with; a stored value that differs means the app would render otherwise. */
type Colours = Pick<ConsoleSettings, 'themeColor' | 'bgColor'>;

export function signInPlacementScript(defaults: Colours): string {
  const [defaultLanguage] = LANGUAGES;
  return (
    `(function(d,w){var r=d.getElementById("root"),s={},l=${js(defaultLanguage ?? 'en')},t,c,i,a;` +
    `if(!r||r.firstChild||w.location.pathname.replace(/\\/+$/,"")!==${js(VARIANT_PATHS.signin)})return;` +
    `if(w.history.state&&w.history.state[${js(ROUTER_STATE_KEY)}]!=null)return;` +
    `try{if(localStorage.getItem(${js(TOKEN_STORAGE_KEY)})||sessionStorage.getItem(${js(SESSION_ENDED_STORAGE_KEY)}))return;` +
    `a=localStorage.getItem(${js(LANGUAGE_STORAGE_KEY)});if(${JSON.stringify(LANGUAGES)}.indexOf(a)>=0)l=a;` +
    `s=JSON.parse(localStorage.getItem(${js(SETTINGS_STORAGE_KEY)}))||{}}catch(e){s={}}` +
    `if(typeof s!="object"||!same(s.themeColor,${js(defaults.themeColor)})||` +
    `!same(s.bgColor,${js(defaults.bgColor)}))return;` +
    `t=d.getElementById(${js(SIGN_IN_TEMPLATE_PREFIX)}+l+"-"+(d.documentElement.classList.contains(${js(DARK_CLASS)})?"dark":"light"));` +
    `c=d.getElementById(${js(SIGN_IN_CSS_TEMPLATE)});if(!t||!c)return;` +
    'd.head.appendChild(c.content.cloneNode(true));r.appendChild(t.content.cloneNode(true));' +
    `r.setAttribute(${js(PRERENDERED_ATTRIBUTE)},"");` +
    `if(w.location.search){a=r.querySelectorAll("a[href^='${VARIANT_PATHS.signin}']");` +
    'for(i=0;i<a.length;i++)a[i].setAttribute("href",a[i].getAttribute("href")+w.location.search)}' +
    'function hold(e){var x=e.type=="submit"?e.target:e.target.closest&&e.target.closest("button,a");' +
    `if(!x||!r.contains(x)||!r.hasAttribute(${js(PRERENDERED_ATTRIBUTE)}))return;` +
    `e.preventDefault();e.stopPropagation();w[${js(HELD_PROPERTY)}]=x}` +
    'd.addEventListener("click",hold,true);d.addEventListener("submit",hold,true);' +
    `a=d.getElementById(${js(SIGN_IN_EMAIL_FIELD)});if(a&&d.activeElement===d.body)a.focus();` +
    'function same(v,x){return v==null||String(v).toLowerCase()===x.toLowerCase()}' +
    '})(document,window)'
  );
}
