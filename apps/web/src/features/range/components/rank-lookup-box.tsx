import { Alert, Button, Card, InputNumber, Space, Typography } from 'antd';
import type { RankTableMeta } from '@yzy/shared/contracts';
import { COMPOSITE_MESSAGES } from '@yzy/shared/rules';
import { useState } from 'react';
import { useRankLookup } from '../api';
import { describeLookup, formatScore, rankHeadline } from '../rank-text';
import { scoreNameOf } from '../select-table';

interface RankLookupBoxProps {
  table: RankTableMeta;
  /** The score in the URL; null when nothing is looked up. */
  score: number | null;
  onScore: (score: number | null) => void;
}

/** The first problem with a typed score, in the server's words; null when it can be looked up. */
export function lookupScoreError(value: number | null, maxScore: number): string | null {
  if (value === null || !Number.isFinite(value)) {
    return COMPOSITE_MESSAGES.notNumber('分数');
  }
  if (value < 0) {
    return COMPOSITE_MESSAGES.negative('分数');
  }
  return value > maxScore ? COMPOSITE_MESSAGES.over('分数', maxScore) : null;
}

/** 查位次: a score → its 本段人数, 累计人数 and 位次 in the table shown; outside the table said plainly. */
export function RankLookupBox({ table, score, onScore }: RankLookupBoxProps) {
  const [draft, setDraft] = useState<number | null>(score);
  const [error, setError] = useState<string | null>(null);
  const lookup = useRankLookup(table.id, score);
  const handleSubmit = () => {
    const problem = lookupScoreError(draft, table.maxScore);
    setError(problem);
    if (!problem) {
      onScore(draft);
    }
  };
  const handleClear = () => {
    setDraft(null);
    setError(null);
    onScore(null);
  };
  return (
    <Card size="small" title={`查位次 · ${table.year}年表`} className="yzy-range-side-card">
      <Space.Compact block>
        <InputNumber<number>
          aria-label="查询分数"
          placeholder={`输入${scoreNameOf(table)}（满分${table.maxScore}）`}
          value={draft}
          onChange={(value) => setDraft(value)}
          onPressEnter={handleSubmit}
          status={error ? 'error' : undefined}
          className="yzy-range-lookup-input"
        />
        <Button type="primary" onClick={handleSubmit}>
          查询
        </Button>
        {score !== null && <Button onClick={handleClear}>清除</Button>}
      </Space.Compact>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      {score !== null && lookup.data && (
        <Alert
          className="yzy-range-lookup-result"
          type={lookup.data.lookup.position === 'inTable' ? 'info' : 'warning'}
          title={rankHeadline(lookup.data.lookup)}
          description={describeLookup(lookup.data.lookup, lookup.data.step)}
          data-testid="lookup-result"
        />
      )}
      {score !== null && lookup.isError && <Typography.Text type="danger">{formatScore(score)}分查询失败，请稍后重试</Typography.Text>}
    </Card>
  );
}
