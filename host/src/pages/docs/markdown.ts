import { headingAnchor } from '@console/shared';
import MarkdownIt from 'markdown-it';

/**
 * Help Markdown to HTML. `html: false`: raw HTML in a help file is shown as text, never as markup; markdown-it's
 * link check refuses javascript:, vbscript:, file: and data: addresses. Headings move one level down (the page's
 * level-one heading is the layout's), and the page's `## ` headings get the anchors the remote's build indexed.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

markdown.core.ruler.push('console_headings', (state) => {
  state.tokens.forEach((token, index) => {
    if (token.type !== 'heading_open' && token.type !== 'heading_close') return;
    const level = Number(token.tag.slice(1));
    if (token.type === 'heading_open' && level === 2) {
      token.attrSet('id', headingAnchor(state.tokens[index + 1]?.content ?? ''));
      // Focused when its entry in the contents is followed, so reading continues there.
      token.attrSet('tabindex', '-1');
    }
    token.tag = `h${Math.min(level + 1, 6)}`;
  });
});

export function renderHelp(text: string): string {
  return markdown.render(text);
}
