/**
 * How the shell's snapshot copies the live layout (prerender/README.md, "The signed-in shell", rule 1): a copy of
 * what is seen, without what the live layout underneath owns (ids, test ids) and without live data.
 */
import { SHELL_PICTURE_ATTRIBUTE, SHELL_SKIP_ATTRIBUTE, shellPictureOf } from '@console/shared';
import { MAIN_CONTENT_ID } from '../components/main-content';
import { SHELL_MAIN_ATTRIBUTE } from '../prerender/placement';

/** The page area of the snapshot: a few neutral bars, no page data (they read in both themes). */
const SKELETON =
  '<div style="padding:24px">' +
  ['40%', '100%', '100%', '100%', '70%']
    .map(
      (width) =>
        `<div style="height:28px;width:${width};margin-bottom:16px;border-radius:6px;background:rgba(128,128,128,0.14)"></div>`,
    )
    .join('') +
  '</div>';

/**
 * antd's marks of what the person is doing with a row (the pointer over it, its selection): a state of that visit,
 * not of the page, and not painted on the next.
 */
const PASSING_CLASSES = [
  'ant-table-cell-row-hover',
  'ant-table-row-selected',
  'ant-checkbox-checked',
  'ant-checkbox-wrapper-checked',
  'ant-checkbox-indeterminate',
];

/**
 * A copy of `node` for the snapshot: the page area emptied into the skeleton (and marked, for a painted page to
 * go into), ids and test ids dropped (the live layout underneath has them), only the tabs in `keepTabs` left in the
 * tab bar, live data (`SHELL_SKIP_ATTRIBUTE`) left out. With `keepTabs` null it copies a page (shell-page.ts):
 * what is hidden (the pages kept alive in other tabs) is left out, and so are a row's hover and selection; a chart
 * (`SHELL_PICTURE_ATTRIBUTE`) is its registered picture, an image filling its box (a canvas copies empty).
 */
export function copyOf(node: Node, keepTabs: Set<string> | null): Node | null {
  // Comments (React's markers where it hydrated) are not part of what is seen.
  if (!(node instanceof Element)) return node.nodeType === Node.TEXT_NODE ? node.cloneNode(false) : null;
  const tabPath = node.getAttribute('role') === 'tab' ? node.getAttribute('data-path') : null;
  if (tabPath !== null && keepTabs && !keepTabs.has(tabPath)) return null;
  if (node.hasAttribute(SHELL_SKIP_ATTRIBUTE)) return null;
  if (!keepTabs && node instanceof HTMLElement && (node.hidden || node.style.display === 'none')) return null;
  const copy = node.cloneNode(false) as Element;
  copy.removeAttribute('id');
  copy.removeAttribute('data-testid');
  if (!keepTabs) copy.classList.remove(...PASSING_CLASSES);
  if (!keepTabs && node.hasAttribute(SHELL_PICTURE_ATTRIBUTE)) {
    const picture = shellPictureOf(node);
    if (picture) {
      const image = document.createElement('img');
      image.alt = '';
      image.src = picture;
      image.setAttribute('style', 'display:block;width:100%;height:100%');
      copy.appendChild(image);
    }
    return copy;
  }
  if (keepTabs && node.id === MAIN_CONTENT_ID) {
    copy.setAttribute(SHELL_MAIN_ATTRIBUTE, '');
    copy.innerHTML = SKELETON;
    return copy;
  }
  for (const child of node.childNodes) {
    const childCopy = copyOf(child, keepTabs);
    if (childCopy) copy.appendChild(childCopy);
  }
  return copy;
}
