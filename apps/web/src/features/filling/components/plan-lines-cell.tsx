import { Tag } from 'antd';
import type { RecommendLine } from '@yzy/shared/contracts';
import { rankText } from '../../../shared/planning';

/** The last three years' lowest admitted composite and its 位次, each with its year; the source once below. */
export function PlanLinesCell({ lines }: { lines: readonly RecommendLine[] }) {
  if (lines.length === 0) {
    return <span className="yzy-plan-meta">暂无往年录取数据</span>;
  }
  const sources = [...new Set(lines.map((l) => l.source))];
  return (
    <div className="yzy-plan-lines">
      <table>
        <tbody>
          {lines.map((line) => (
            <tr key={line.year}>
              <th scope="row">{line.year}年</th>
              <td>{line.minScore}分</td>
              <td>位次 {rankText(line.minRank)}</td>
              <td className="yzy-plan-meta">{line.planCount === null ? '' : `招${line.planCount}人`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <span className="yzy-plan-source">
        来源：
        {sources.map((source) =>
          source === '示例数据' ? (
            <Tag key={source} color="orange" variant="filled">
              示例数据
            </Tag>
          ) : (
            source
          ),
        )}
      </span>
    </div>
  );
}
