import { GlobalOutlined } from '@ant-design/icons';
import { Card, Space, Tag, Typography } from 'antd';
import { DataSource } from '../../../components/data-source';
import type { SchoolDetail } from '../api';
import { tagColor } from '../school-tags';
import { SchoolAvatar } from './school-avatar';
import { httpUrl } from '../../../lib/safe-url';

/** The top of a school's page: name, tags, where and what it is, its website and introduction. */
export function SchoolProfile({ school }: { school: SchoolDetail }) {
  return (
    <Card className="yzy-school-profile" data-testid="school-profile">
      <div className="yzy-school-profile-head">
        <SchoolAvatar name={school.name} logo={school.logo} size={72} />
        <div className="yzy-school-profile-main">
          <Typography.Title level={3} className="yzy-no-margin">
            {school.name}
          </Typography.Title>
          <Space size={[4, 4]} wrap>
            {school.tags.map((tag) => (
              <Tag key={tag} color={tagColor(tag)} variant="filled">
                {tag}
              </Tag>
            ))}
          </Space>
          <Typography.Text type="secondary">
            {school.provinceName === school.city ? school.city : `${school.provinceName} · ${school.city}`}
            <span className="yzy-dot-sep">|</span>
            {school.type}类<span className="yzy-dot-sep">|</span>
            {school.nature}
          </Typography.Text>
        </div>
        {httpUrl(school.website) && (
          <Typography.Link
            href={httpUrl(school.website) ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            className="yzy-school-website"
          >
            <GlobalOutlined /> 学校官网
          </Typography.Link>
        )}
      </div>
      <Typography.Paragraph className="yzy-school-intro">{school.intro || '暂无简介'}</Typography.Paragraph>
      <DataSource year={school.year} source={school.source} />
    </Card>
  );
}
