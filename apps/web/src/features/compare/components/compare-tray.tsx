import '../compare.css';
import { CloseOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { COMPARE_MAX } from '@yzy/shared/contracts/limits';
import { clearCompare, comparePath, removeFromCompare, useCompareSelection, type CompareKind } from '../compare-selection';

const LABEL: Record<CompareKind, string> = { school: '院校对比', major: '专业对比' };

/** A bar at the bottom while anything is chosen for comparison: the names, 开始对比, 清空. */
export function CompareTray() {
  const selection = useCompareSelection();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const kinds = (['school', 'major'] as const).filter((k) => selection[k].length > 0);
  if (kinds.length === 0 || pathname === '/compare') {
    return null;
  }
  return (
    <aside className="yzy-compare-tray" aria-label="对比栏" data-testid="compare-tray">
      {kinds.map((kind) => (
        <div key={kind} className="yzy-compare-tray-row">
          <strong>
            {LABEL[kind]}（{selection[kind].length}/{COMPARE_MAX}）
          </strong>
          <span className="yzy-compare-tray-items">
            {selection[kind].map((item) => (
              <Tag
                key={item.id}
                closable
                closeIcon={<CloseOutlined aria-label={`移出${item.name}`} />}
                onClose={() => removeFromCompare(kind, item.id)}
              >
                {item.name}
              </Tag>
            ))}
          </span>
          <Button size="small" onClick={() => clearCompare(kind)}>
            清空
          </Button>
          <Button
            size="small"
            type="primary"
            onClick={() =>
              navigate(
                comparePath(
                  kind,
                  selection[kind].map((x) => x.id),
                ),
              )
            }
            data-testid={`compare-start-${kind}`}
          >
            开始对比
          </Button>
        </div>
      ))}
    </aside>
  );
}
