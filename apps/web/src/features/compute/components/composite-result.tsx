import { Card, Statistic, Typography } from 'antd';
import type { CompositeResponse } from '@yzy/shared/contracts';
import { DataSource } from '../../../components/data-source';

interface CompositeResultProps {
  result: CompositeResponse;
  /** True while newer numbers are being computed: the old answer stays, dimmed. */
  stale: boolean;
}

/** The composite by the province formula: the number, the formula in words, the same with the numbers in, and what it leaves out. */
export function CompositeResult({ result, stale }: CompositeResultProps) {
  const { province } = result;
  const formula = province.formula;
  return (
    <Card
      title={`${result.provinceName} · ${result.examCategoryName} · 省统一公式`}
      extra={<DataSource year={formula.year} source={formula.source} />}
      className={stale ? 'yzy-compute-card yzy-compute-stale' : 'yzy-compute-card'}
      data-testid="composite-result"
    >
      <Statistic
        title={`${result.gkyear}年综合分（满分${formula.outputScale}）`}
        value={province.composite.toFixed(formula.roundingDigits)}
        valueRender={(node) => <span data-testid="composite-value">{node}</span>}
      />
      <dl className="yzy-compute-formula">
        <dt>公式</dt>
        <dd>{formula.text}</dd>
        <dt>代入你的成绩</dt>
        <dd data-testid="composite-substituted">{province.substituted}</dd>
      </dl>
      <ul className="yzy-compute-notes">
        {formula.notes.map((note) => (
          <li key={note}>
            <Typography.Text type="secondary">{note}</Typography.Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}
