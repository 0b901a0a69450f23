import { Alert } from 'antd';
import type { VolunteerViolation } from '@yzy/shared/contracts';

/** Rule violations: error (the exam system would refuse it) in red, warning (allowed but a mistake) in amber. */
export function ViolationList({ violations }: { violations: readonly VolunteerViolation[] }) {
  if (violations.length === 0) {
    return null;
  }
  return (
    <div className="yzy-violations">
      {violations.map((v, i) => (
        <Alert
          key={`${v.code}-${i}`}
          type={v.severity === 'error' ? 'error' : 'warning'}
          showIcon
          title={`${v.severity === 'error' ? '错误' : '提醒'}：${v.message}`}
          className="yzy-violation"
          data-testid={`violation-${v.severity}`}
          data-severity={v.severity}
        />
      ))}
    </div>
  );
}
