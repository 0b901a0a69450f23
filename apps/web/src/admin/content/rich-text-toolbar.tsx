import { BoldOutlined, ClearOutlined, LinkOutlined, OrderedListOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';

/** A formatting command of the editor's toolbar. */
export type EditorCommand = 'bold' | 'heading' | 'paragraph' | 'bulletList' | 'orderedList' | 'clear';

interface ToolbarProps {
  onCommand(command: EditorCommand): void;
  onLink(): void;
}

const TOOLS: { label: string; icon: ReactNode; run: EditorCommand }[] = [
  { label: '加粗', icon: <BoldOutlined />, run: 'bold' },
  { label: '小标题', icon: <span className="admin-tool-text">H</span>, run: 'heading' },
  { label: '正文段落', icon: <span className="admin-tool-text">P</span>, run: 'paragraph' },
  { label: '无序列表', icon: <UnorderedListOutlined />, run: 'bulletList' },
  { label: '有序列表', icon: <OrderedListOutlined />, run: 'orderedList' },
  { label: '清除格式', icon: <ClearOutlined />, run: 'clear' },
];

/**
 * Buttons keep the editor's selection: mousedown is cancelled, so the click formats the text
 * the operator selected instead of moving the focus to the button.
 */
export function RichTextToolbar({ onCommand, onLink }: ToolbarProps) {
  const keep = (event: React.MouseEvent) => event.preventDefault();
  return (
    <Space size={2} className="admin-rte-toolbar" role="toolbar" aria-label="格式">
      {TOOLS.map((tool) => (
        <Tooltip key={tool.label} title={tool.label}>
          <Button
            type="text"
            size="small"
            icon={tool.icon}
            aria-label={tool.label}
            onMouseDown={keep}
            onClick={() => onCommand(tool.run)}
          />
        </Tooltip>
      ))}
      <Tooltip title="插入链接">
        <Button type="text" size="small" icon={<LinkOutlined />} aria-label="插入链接" onMouseDown={keep} onClick={onLink} />
      </Tooltip>
    </Space>
  );
}
