/**
 * The one sanitiser for rich text a shop writes and a buyer reads (the payment explanations): used when it is saved
 * (pkg), when the editor previews it and again when the public site shows it (booking/site), so a row written before
 * a rule changed is still served clean.
 */
import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for the payment explanations (what the TipTap starter kit writes): paragraphs, headings, lists,
 * quotes, code, rules, breaks, bold/italic/strike/underline and links (http, https, mailto only; opened in a new
 * tab without an opener). Everything else (scripts, styles, event handlers, images, iframes) is dropped.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    's',
    'u',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/** The HTML as the buyer will see it; an editor's empty document (`<p></p>`) is stored as ''. */
export function sanitizeExplain(html: string): string {
  const clean = sanitizeHtml(html, ALLOWED).trim();
  return clean.replace(/<p>\s*<\/p>/g, '').trim() === '' ? '' : clean;
}
