import { Tag } from 'antd';
import type { RecommendLine } from '@yzy/shared/contracts';
import { rankText, SourceText } from '../../../shared/planning';

/** The last three years' lowest admitted composite and its 位次, each with its year; each publication once below, linked to its page. */
export function PlanLinesCell({ lines }: { lines: readonly RecommendLine[] }) {
  if (lines.length === 0) {
    return <span className="yzy-plan-meta">暂无往年录取数据</span>;
  }
  // One entry per publication and page: each line's own page, linked where known.
  const sources = [...new Map(lines.map((l) => [`${l.source}|${l.sourceUrl ?? ''}`, l])).values()];
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
        {sources.map((line) =>
          line.source === '示例数据' ? (
            <Tag key="demo" color="orange" variant="filled">
              示例数据
            </Tag>
          ) : (
            <SourceText key={`${line.source}|${line.sourceUrl ?? ''}`} line={line} />
          ),
        )}
      </span>
    </div>
  );
}
