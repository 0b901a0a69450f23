import { useEffect, useRef, useState } from 'react';
import { Input, Modal, Segmented } from 'antd';
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
 * 富文本: a contentEditable area with a small toolbar (bold, heading, lists, link), the HTML source,
 * and a preview of what saving stores (the server sanitises with one allow-list; this shows its result).
 */
export function RichTextEditor({ value = '', onChange, label }: RichTextEditorProps) {
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [mode, setMode] = useState<Mode>('visual');
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('https://');

  // Only outside changes are written into the area: rewriting what the operator types would move the caret.
  useEffect(() => {
    if (mode === 'visual' && area.current && area.current.innerHTML !== value) {
      area.current.innerHTML = value;
    }
  }, [value, mode]);

  const emit = () => onChange?.(area.current?.innerHTML ?? '');
  const run = ({ command, value: arg }: EditorCommand) => {
    area.current?.focus();
    document.execCommand(command, false, arg);
    emit();
  };
  const openLink = () => {
    const selection = window.getSelection();
    saved.current = selection && selection.rangeCount > 0 && area.current?.contains(selection.anchorNode) ? selection.getRangeAt(0).cloneRange() : null;
    setLinkOpen(true);
  };
  const insertLink = () => {
    setLinkOpen(false);
    const selection = window.getSelection();
    area.current?.focus();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    const url = href.trim();
    if (saved.current && !saved.current.collapsed) {
      run({ command: 'createLink', value: url });
    } else {
      // Nothing selected: the address itself becomes the link text.
      run({ command: 'insertHTML', value: `<a href="${encodeURI(url)}">${url.replace(/[<>&"]/g, '')}</a>` });
    }
  };

  return (
    <div className="admin-rte">
      <div className="admin-rte-head">
        {mode === 'visual' ? <RichTextToolbar onCommand={run} onLink={openLink} /> : <span />}
        <Segmented<Mode> size="small" value={mode} onChange={setMode} options={[{ value: 'visual', label: '编辑' }, { value: 'html', label: 'HTML源码' }, { value: 'preview', label: '预览' }]} />
      </div>
      {mode === 'visual' && (
        <div
          ref={area}
          className="admin-rte-area admin-rich-text"
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          // New lines become <p> (the sanitiser's allow-list) instead of Chrome's default <div>.
          onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
          onInput={emit}
          onBlur={emit}
        />
      )}
      {mode === 'html' && <Input.TextArea className="admin-rte-source" value={value} onChange={(e) => onChange?.(e.target.value)} autoSize={{ minRows: 12, maxRows: 30 }} aria-label={`${label}（HTML）`} />}
      {mode === 'preview' && <RichTextPreview html={value} />}
      <Modal open={linkOpen} title="插入链接" okText="插入" onOk={insertLink} onCancel={() => setLinkOpen(false)} destroyOnHidden>
        <Input value={href} onChange={(e) => setHref(e.target.value)} placeholder="https://… 或站内路径 /news" aria-label="链接地址" onPressEnter={insertLink} />
      </Modal>
    </div>
  );
}
