import {
  BoldOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Flex, Tooltip, theme } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { RICH_TEXT_CLASS, RichTextStyle } from './rich-text-style';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  label: string;
  testId: string;
  readOnly?: boolean;
}

/** The rich-text editor of the payment explanations (TipTap, starter kit), loaded only by the Payment page. */
export default function RichTextEditor({
  value,
  onChange,
  label,
  testId,
  readOnly = false,
}: RichTextEditorProps) {
  const { t } = useTranslation('pkg');
  const { token } = theme.useToken();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: value,
    editable: !readOnly,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        'data-testid': testId,
        style: `min-height: 120px; padding: 8px 11px; outline: none;`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (the saved text loaded) replaces the content; typing does not come back here.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      strike: current?.isActive('strike') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      heading: current?.isActive('heading', { level: 3 }) ?? false,
      blockquote: current?.isActive('blockquote') ?? false,
    }),
  });

  // Icons, not letters: a visible "1." on a button named "Numbered list" reads as two different names to speech
  // input. Full-size buttons: small ones were under the 24 px target size (WCAG 2.2).
  const tool = (key: keyof NonNullable<typeof state>, text: string, mark: ReactNode, run: () => void) => (
    <Tooltip title={text} key={key}>
      <Button
        type={state?.[key] ? 'primary' : 'text'}
        aria-pressed={state?.[key] ?? false}
        aria-label={text}
        disabled={readOnly}
        onClick={run}
        icon={mark}
      />
    </Tooltip>
  );
  const chain = () => editor!.chain().focus();

  return (
    <div
      style={{
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
      }}
    >
      <Flex
        gap={2}
        wrap
        style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
        role="toolbar"
        aria-label={label}
      >
        {tool('bold', t('pay.bold'), <BoldOutlined />, () => chain().toggleBold().run())}
        {tool('italic', t('pay.italic'), <ItalicOutlined />, () => chain().toggleItalic().run())}
        {tool('strike', t('pay.strike'), <StrikethroughOutlined />, () => chain().toggleStrike().run())}
        {tool('heading', t('pay.heading'), <FontSizeOutlined />, () =>
          chain().toggleHeading({ level: 3 }).run(),
        )}
        {tool('bulletList', t('pay.bulletList'), <UnorderedListOutlined />, () =>
          chain().toggleBulletList().run(),
        )}
        {tool('orderedList', t('pay.orderedList'), <OrderedListOutlined />, () =>
          chain().toggleOrderedList().run(),
        )}
        {tool('blockquote', t('pay.quote'), <span aria-hidden="true">❝</span>, () =>
          chain().toggleBlockquote().run(),
        )}
        <Button
          type="text"
          aria-label={t('pay.undo')}
          disabled={readOnly}
          onClick={() => chain().undo().run()}
          icon={<UndoOutlined />}
        />
        <Button
          type="text"
          aria-label={t('pay.redo')}
          disabled={readOnly}
          onClick={() => chain().redo().run()}
          icon={<RedoOutlined />}
        />
      </Flex>
      <RichTextStyle />
      <EditorContent editor={editor} className={RICH_TEXT_CLASS} style={{ color: token.colorText }} />
    </div>
  );
}
