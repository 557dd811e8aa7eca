/**
 * The CSS a stored signed-in shell carries (prerender/README.md, "The signed-in shell", rule 1): the rules of the
 * page's same-origin stylesheets and `<style>` elements that can apply to the shell's markup, in the page's
 * cascade order, so the boot script paints it styled without fetching, parsing and indexing antd's whole sheet
 * first (at 4x CPU those took ~140 ms of a ~780 ms first paint).
 *
 * A rule is kept when one of its selectors names only classes the shell's markup has (a superset: its pseudo
 * states, attributes and ancestry are not tested; a selector naming no class, such as `html` or `*`, is kept).
 * Grouping rules (@media, @supports, @layer) keep their kept rules; @keyframes are dropped (nothing moves in a
 * picture), other at-rules (@font-face, @layer orders, @property) are kept as they are.
 */

import { SHELL_ELEMENT_ID } from '../prerender/placement';

/** `.name` tokens of a selector, leaving out those inside :not(), which a match does not need. */
function classesOf(selector: string): string[] {
  const withoutNegations = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  return [...withoutNegations.matchAll(/\.((?:[\w-]|\\.)+)/g)].map((match) =>
    (match[1] ?? '').replace(/\\/g, ''),
  );
}

function selectorMayApply(selectorText: string, classes: ReadonlySet<string>): boolean {
  // Commas inside :is()/:where() are not top-level, but splitting there only makes the test looser (a superset).
  return selectorText.split(',').some((selector) => classesOf(selector).every((name) => classes.has(name)));
}

function keptText(rules: CSSRuleList, classes: ReadonlySet<string>): string {
  let text = '';
  // Told apart by what they have (not by class: older engines and test DOMs lack some of the rule classes).
  for (const rule of rules) {
    if ('selectorText' in rule) {
      if (selectorMayApply((rule as CSSStyleRule).selectorText, classes)) text += rule.cssText;
    } else if ('findRule' in rule) {
      continue; // @keyframes
    } else if ('cssRules' in rule) {
      // @media, @supports, @container, @layer with a block: its prelude, then the kept rules inside.
      const inner = keptText((rule as CSSGroupingRule).cssRules, classes);
      if (inner) text += `${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{${inner}}`;
    } else text += rule.cssText;
  }
  return text;
}

/** The page's readable sheets in cascade order (another origin's are not readable, and not the console's). */
function readableSheets(): { sheet: CSSStyleSheet; rules: CSSRuleList }[] {
  const sheets = [];
  for (const sheet of document.styleSheets) {
    // A painted shell's own <style> is not a source.
    if (sheet.ownerNode instanceof Element && sheet.ownerNode.closest(`#${SHELL_ELEMENT_ID}`)) continue;
    try {
      sheets.push({ sheet, rules: sheet.cssRules });
    } catch {
      // not readable
    }
  }
  return sheets;
}

/**
 * The last answer and what it was made from. Walking the ~4,000 rules takes 30-200 ms on this project's machines,
 * and a snapshot is taken after every layout commit; the classes and the sheets rarely change between two. A
 * `<style>`'s text is part of the key (antd rewrites it when a theme colour changes), a file's address and rule
 * count stand for it.
 */
let last: { key: string; css: string } | undefined;

/**
 * The CSS of this page that can style `markup`'s elements (and `<html>`'s and `<body>`'s classes), and elements
 * with `classes` (the stored pages', shell-page.ts).
 */
export function cssForShell(markup: Element[], more: Iterable<string> = []): string {
  const classes = new Set<string>([
    ...document.documentElement.classList,
    ...document.body.classList,
    ...more,
  ]);
  for (const root of markup)
    for (const element of [root, ...root.querySelectorAll('*')])
      for (const name of element.classList) classes.add(name);
  const sheets = readableSheets();
  const key = [
    [...classes].sort().join(' '),
    ...sheets.map(({ sheet, rules }) =>
      sheet.href
        ? `${sheet.href} ${rules.length} ${sheet.media.mediaText}`
        : (sheet.ownerNode?.textContent ?? [...rules].map((rule) => rule.cssText).join('')),
    ),
  ].join('\n');
  if (last?.key === key) return last.css;
  let css = '';
  for (const { sheet, rules } of sheets) {
    const kept = keptText(rules, classes);
    const media = sheet.media.mediaText;
    css += media && media !== 'all' ? `@media ${media}{${kept}}` : kept;
  }
  last = { key, css };
  return css;
}
