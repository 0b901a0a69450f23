import { useEffect, useState } from 'react';
import { Alert, Input, Modal, Segmented } from 'antd';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { RichTextPreview } from './rich-text-preview';
import { RichTextToolbar, type EditorCommand } from './rich-text-toolbar';

interface RichTextEditorProps {
  /** HTML; given by antd Form. */
  value?: string;
  onChange?(html: string): void;
  /** The editable area's accessible name. */
  label: string;
}

type Mode = 'visual' | 'html' | 'preview';

/**
 * What the visual editor can hold: the server's sanitiser allow-list (apps/server/src/modules/article/sanitize.ts)
 * minus tables. Marks and blocks outside that list are switched off so the editor never produces
 * what saving would strip.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    // A trailing empty paragraph would be saved with every body that ends in a heading or list.
    trailingNode: false,
    link: { openOnClick: false, autolink: false, HTMLAttributes: { target: null, rel: null, class: null } },
  }),
  Image,
];

/** Tables are allowed by the sanitiser but the visual editor has no table model: such a body is edited as HTML. */
const hasTable = (html: string) => /<table[\s>]/i.test(html);

/** An empty editor serialises as one empty paragraph; the form keeps that as ''. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function run(editor: Editor, command: EditorCommand) {
  const chain = editor.chain().focus();
  switch (command) {
    case 'bold':
      return chain.toggleBold().run();
    case 'heading':
      return chain.setHeading({ level: 3 }).run();
    case 'paragraph':
      return chain.setParagraph().run();
    case 'bulletList':
      return chain.toggleBulletList().run();
    case 'orderedList':
      return chain.toggleOrderedList().run();
    case 'clear':
      return chain.unsetAllMarks().clearNodes().run();
  }
}

/**
 * 富文本: a Tiptap (ProseMirror) editor with a small toolbar (bold, heading, lists, link), the HTML
 * source, and a preview of what saving stores (the server sanitises with one allow-list; this shows its result).
 */
export function RichTextEditor({ value = '', onChange, label }: RichTextEditorProps) {
  const table = hasTable(value);
  const [mode, setMode] = useState<Mode>(table ? 'html' : 'visual');
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('https://');
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: table ? '' : value,
    editorProps: {
      attributes: { class: 'admin-rte-area admin-rich-text', role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
    },
    onUpdate: ({ editor: current }) => onChange?.(htmlOf(current)),
  });

  // Only outside changes are written into the editor: rewriting what the operator types would move the caret.
  // A body with a table (loaded or pasted as HTML) never enters the visual editor, which would drop it.
  useEffect(() => {
    if (table && mode === 'visual') {
      setMode('html');
    } else if (editor && mode === 'visual' && htmlOf(editor) !== value) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value, mode, table]);

  const insertLink = () => {
    setLinkOpen(false);
    const url = href.trim();
    if (!editor || url === '') {
      return;
    }
    if (editor.state.selection.empty) {
      // Nothing selected: the address itself becomes the link text.
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    }
  };

  return (
    <div className="admin-rte">
      <div className="admin-rte-head">
        {mode === 'visual' && editor ? <RichTextToolbar onCommand={(c) => run(editor, c)} onLink={() => setLinkOpen(true)} /> : <span />}
        <Segmented<Mode>
          size="small"
          value={mode}
          onChange={setMode}
          options={[
            { value: 'visual', label: '编辑', disabled: table },
            { value: 'html', label: 'HTML源码' },
            { value: 'preview', label: '预览' },
          ]}
        />
      </div>
      {mode === 'visual' && <EditorContent editor={editor} />}
      {mode === 'html' && (
        <>
          {table && <Alert type="info" showIcon title="正文含表格，请在HTML源码中编辑。" />}
          <Input.TextArea
            className="admin-rte-source"
            value={value}
            onChange={(e) => onChange?.(e.target.value)}
            autoSize={{ minRows: 12, maxRows: 30 }}
            aria-label={`${label}（HTML）`}
          />
        </>
      )}
      {mode === 'preview' && <RichTextPreview html={value} />}
      <Modal open={linkOpen} title="插入链接" okText="插入" onOk={insertLink} onCancel={() => setLinkOpen(false)} destroyOnHidden>
        <Input
          value={href}
          onChange={(e) => setHref(e.target.value)}
          placeholder="https://… 或站内路径 /news"
          aria-label="链接地址"
          onPressEnter={insertLink}
        />
      </Modal>
    </div>
  );
}
