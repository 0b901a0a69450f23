import type { VolunteerDetail } from '@yzy/shared/contracts';
import { percent } from '../../../shared/planning';

/** The table as printed (@media print only): plain rows, no tools, every major in order. */
export function PrintTable({ detail }: { detail: VolunteerDetail }) {
  const s = detail.scoreSnapshot;
  const demo = detail.entries.some((e) => e.majors.some((m) => m.lines.some((l) => l.source === '示例数据')));
  return (
    <section className="yzy-print-only" aria-hidden>
      <h1>{detail.name}</h1>
      <p>
        {detail.year}年 {detail.batchName} · {detail.batch.mode}志愿 · 最多{detail.batch.maxSlots}个志愿 · 文化{s.cultureScore} 统考
        {s.testsScore} 综合分{s.composite}
      </p>
      <table className="yzy-print-table">
        <thead>
          <tr>
            <th style={{ width: '10%' }}>志愿</th>
            <th style={{ width: '24%' }}>院校</th>
            <th>专业（按顺序）</th>
            <th style={{ width: '14%' }}>档位</th>
            <th style={{ width: '10%' }}>服从调剂</th>
          </tr>
        </thead>
        <tbody>
          {detail.entries.map((entry) => (
            <tr key={entry.id}>
              <td>第{entry.slot}志愿</td>
              <td>{entry.school.name}</td>
              <td>
                {entry.majors.map((m, i) => (
                  <div key={m.planId}>
                    {i + 1}. {m.majorName}
                    {m.majorCode ? `（${m.majorCode}）` : ''}
                  </div>
                ))}
              </td>
              <td>
                {entry.majors.map((m) => (
                  <div key={m.planId}>
                    {m.excluded ? '不符合条件' : (m.tier ?? '数据不足')}
                    {m.probability !== null ? ` ${percent(m.probability)}` : ''}
                  </div>
                ))}
              </td>
              <td>{entry.adjust ? '是' : '否'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {detail.violations.length > 0 && (
        <ul>
          {detail.violations.map((v, i) => (
            <li key={i}>
              {v.severity === 'error' ? '错误' : '提醒'}：{v.message}
            </li>
          ))}
        </ul>
      )}
      <p className="yzy-print-note">
        {demo ? '往年录取数据为示例数据；' : ''}档位与概率由历年数据估计，仅供参考，请以考试院和院校公布为准。
      </p>
    </section>
  );
}
