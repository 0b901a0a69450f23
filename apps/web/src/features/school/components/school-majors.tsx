import type { MajorBrief } from '@yzy/shared/contracts';
import { Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { routeTarget } from '../../../lib/navigation';

/** The majors by class, in catalogue order. */
function byClass(majors: readonly MajorBrief[]): { className: string; majors: MajorBrief[] }[] {
  const groups = new Map<string, MajorBrief[]>();
  [...majors]
    .sort((a, b) => a.code.localeCompare(b.code))
    .forEach((major) => groups.set(major.className, [...(groups.get(major.className) ?? []), major]));
  return [...groups].map(([className, list]) => ({ className, majors: list }));
}

/** 开设专业, grouped by class; each opens the major's page (a new tab, by the navigation rule). */
export function SchoolMajors({ majors }: { majors: readonly MajorBrief[] }) {
  return (
    <div className="yzy-school-majors" data-testid="school-majors">
      {byClass(majors).map((group) => (
        <div key={group.className} className="yzy-school-major-group">
          <Typography.Text type="secondary" className="yzy-school-major-class">
            {group.className}
          </Typography.Text>
          <div>
            {group.majors.map((major) => {
              const target = routeTarget('majorDetail', { id: major.id });
              return (
                <Link key={major.id} to={target.href} target={target.newTab ? '_blank' : undefined} rel="noopener">
                  <Tag className="yzy-major-chip">
                    {major.name}
                    <span className="yzy-major-chip-code">{major.code}</span>
                  </Tag>
                </Link>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
