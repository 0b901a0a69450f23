import { RightOutlined } from '@ant-design/icons';
import { Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { routeTarget } from '../../../lib/navigation';
import type { SchoolListItem } from '../api';
import { tagColor } from '../school-tags';
import { SchoolAvatar } from './school-avatar';

/** One school in 找大学: avatar, name, tags, where it is and what kind; the row opens the detail in the same tab. */
export function SchoolRow({ school }: { school: SchoolListItem }) {
  const { href } = routeTarget('schoolDetail', { id: school.id });
  const place = school.provinceName === school.city ? school.city : `${school.provinceName} · ${school.city}`;
  return (
    <Link to={href} className="yzy-school-row" data-testid="school-row">
      <SchoolAvatar name={school.name} logo={school.logo} />
      <div className="yzy-school-row-main">
        <Typography.Text strong className="yzy-school-row-name">
          {school.name}
        </Typography.Text>
        <Space size={[4, 4]} wrap>
          {school.tags.map((tag) => (
            <Tag key={tag} color={tagColor(tag)} variant="filled">
              {tag}
            </Tag>
          ))}
        </Space>
        <Typography.Text type="secondary" className="yzy-school-row-facts">
          {place}
          <span className="yzy-dot-sep">|</span>
          {school.type}类<span className="yzy-dot-sep">|</span>
          {school.nature}
        </Typography.Text>
      </div>
      <span className="yzy-school-row-more">
        查看详情 <RightOutlined />
      </span>
    </Link>
  );
}
