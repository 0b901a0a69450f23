import { RightOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { routeTarget } from '../../../lib/navigation';
import type { SchoolListItem } from '../api';
import { tagColor } from '../school-tags';
import { SchoolAvatar } from './school-avatar';

/**
 * One school in 找大学: avatar, name, tags, where it is and what kind; the row opens the detail in the
 * same tab. Plain elements styled as antd's Typography and Space: twenty rows drew 60 such components,
 * a large part of a phone's first render (docs/performance.md).
 */
export function SchoolRow({ school }: { school: SchoolListItem }) {
  const { href } = routeTarget('schoolDetail', { id: school.id });
  const place = school.provinceName === school.city ? school.city : `${school.provinceName} · ${school.city}`;
  return (
    <Link to={href} className="yzy-school-row" data-testid="school-row">
      <SchoolAvatar name={school.name} logo={school.logo} />
      <div className="yzy-school-row-main">
        <span className="yzy-school-row-name yzy-text">
          <strong>{school.name}</strong>
        </span>
        {school.tags.length > 0 && (
          <div className="yzy-school-row-tags">
            {school.tags.map((tag) => (
              <div key={tag}>
                <Tag color={tagColor(tag)} variant="filled">
                  {tag}
                </Tag>
              </div>
            ))}
          </div>
        )}
        <span className="yzy-school-row-facts yzy-text-secondary">
          {place}
          <span className="yzy-dot-sep">|</span>
          {school.type}类<span className="yzy-dot-sep">|</span>
          {school.nature}
        </span>
      </div>
      <span className="yzy-school-row-more">
        查看详情 <RightOutlined />
      </span>
    </Link>
  );
}
