import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Flex, Tooltip, theme } from 'antd';
import { useEffect } from 'react';
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

  const tool = (key: keyof NonNullable<typeof state>, text: string, mark: string, run: () => void) => (
    <Tooltip title={text} key={key}>
      <Button
        size="small"
        type={state?.[key] ? 'primary' : 'text'}
        aria-pressed={state?.[key] ?? false}
        aria-label={text}
        disabled={readOnly}
        onClick={run}
      >
        {mark}
      </Button>
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
        {tool('bold', t('pay.bold'), 'B', () => chain().toggleBold().run())}
        {tool('italic', t('pay.italic'), 'I', () => chain().toggleItalic().run())}
        {tool('strike', t('pay.strike'), 'S', () => chain().toggleStrike().run())}
        {tool('heading', t('pay.heading'), 'H', () => chain().toggleHeading({ level: 3 }).run())}
        {tool('bulletList', t('pay.bulletList'), '•', () => chain().toggleBulletList().run())}
        {tool('orderedList', t('pay.orderedList'), '1.', () => chain().toggleOrderedList().run())}
        {tool('blockquote', t('pay.quote'), '❝', () => chain().toggleBlockquote().run())}
        <Button
          size="small"
          type="text"
          aria-label={t('pay.undo')}
          disabled={readOnly}
          onClick={() => chain().undo().run()}
        >
          ↶
        </Button>
        <Button
          size="small"
          type="text"
          aria-label={t('pay.redo')}
          disabled={readOnly}
          onClick={() => chain().redo().run()}
        >
          ↷
        </Button>
      </Flex>
      <EditorContent editor={editor} style={{ color: token.colorText }} />
    </div>
  );
}
