/** The class of the payment explanations' rich text, in the editor and in the preview. */
export const RICH_TEXT_CLASS = 'pkg-rich-text';

/**
 * Links inside the explanations' sentences are underlined: told apart from the text by more than colour (WCAG
 * 1.4.1; axe: link-in-text-block). React hoists this one <style> into <head> once, however many use it.
 */
export function RichTextStyle() {
  return (
    <style href="pkg-rich-text" precedence="default">
      {`.${RICH_TEXT_CLASS} a{text-decoration:underline}`}
    </style>
  );
}
