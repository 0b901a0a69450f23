import { CheckOutlined, DiffOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { COMPARE_MAX } from '@yzy/shared/contracts/limits';
import { addToCompare, removeFromCompare, useCompareSelection, type CompareKind } from '../compare-selection';

interface CompareButtonProps {
  kind: CompareKind;
  id: number;
  name: string;
  size?: 'small' | 'middle';
}

/** 加入对比 / 已加入: toggles a school or major in the compare tray (at most four of a kind). */
export function CompareButton({ kind, id, name, size = 'small' }: CompareButtonProps) {
  const { message } = App.useApp();
  const selected = useCompareSelection()[kind].some((x) => x.id === id);
  const label = kind === 'school' ? '院校' : '专业';
  const toggle = (event: React.MouseEvent) => {
    // Inside clickable rows and the search dropdown: the row must not open as well.
    event.preventDefault();
    event.stopPropagation();
    if (selected) {
      removeFromCompare(kind, id);
    } else if (!addToCompare(kind, { id, name })) {
      void message.warning(`最多同时对比${COMPARE_MAX}个${label}，请先从对比栏移除一个`);
    }
  };
  return (
    <Button
      size={size}
      type={selected ? 'primary' : 'default'}
      ghost={selected}
      icon={selected ? <CheckOutlined /> : <DiffOutlined />}
      onMouseDown={(e) => e.preventDefault()}
      onClick={toggle}
      aria-pressed={selected}
      aria-label={`${selected ? '移出对比' : '加入对比'}：${name}`}
      className="yzy-compare-button"
      data-testid={`compare-${kind}-${id}`}
    >
      {selected ? '已加入对比' : '加入对比'}
    </Button>
  );
}
