import { useState } from 'react';
import { Button, InputNumber, Space, Typography } from 'antd';
import { tuitionError } from '@yzy/shared/contracts/tuition';

interface TuitionRangeProps {
  min: number | undefined;
  max: number | undefined;
  onChange: (min: number | undefined, max: number | undefined) => void;
}

/** 学费 (元/年) from–to, applied with 确定 or Enter; an inverted range is refused with the contract's message. */
export function TuitionRange({ min, max, onChange }: TuitionRangeProps) {
  const [draft, setDraft] = useState<[number | null, number | null]>([min ?? null, max ?? null]);
  const [shown, setShown] = useState([min, max]);
  // Follow the URL when it changes from outside (back/forward, 清空).
  if (shown[0] !== min || shown[1] !== max) {
    setShown([min, max]);
    setDraft([min ?? null, max ?? null]);
  }
  const error = tuitionError(draft[0] ?? undefined, draft[1] ?? undefined);
  const apply = () => {
    if (!error) {
      onChange(draft[0] ?? undefined, draft[1] ?? undefined);
    }
  };
  return (
    <div className="yzy-filling-filter">
      <span>学费</span>
      <Space.Compact>
        <InputNumber
          aria-label="学费下限"
          min={0}
          step={1000}
          placeholder="最低"
          value={draft[0]}
          onChange={(v) => setDraft([v, draft[1]])}
          onPressEnter={apply}
          style={{ width: 96 }}
        />
        <InputNumber
          aria-label="学费上限"
          min={0}
          step={1000}
          placeholder="最高"
          value={draft[1]}
          onChange={(v) => setDraft([draft[0], v])}
          onPressEnter={apply}
          style={{ width: 96 }}
        />
        <Button onClick={apply} disabled={Boolean(error)}>
          确定
        </Button>
      </Space.Compact>
      <Typography.Text type={error ? 'danger' : 'secondary'} className="yzy-filling-filter-hint">
        {error ?? '元/年'}
      </Typography.Text>
    </div>
  );
}
