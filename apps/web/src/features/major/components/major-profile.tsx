import { Card, Descriptions, Typography } from 'antd';
import type { MajorDetail } from '../api';
import { MajorFlags } from './major-flags';

/** The top of a major's page: name, code, class, degree, years, usual 统考 category and introduction. */
export function MajorProfile({ major }: { major: MajorDetail }) {
  return (
    <Card data-testid="major-profile">
      <div className="yzy-major-profile-title">
        <Typography.Title level={3} className="yzy-no-margin">
          {major.name}
        </Typography.Title>
        <Typography.Text type="secondary">{major.code}</Typography.Text>
        <MajorFlags isSpecial={major.isSpecial} isControlled={major.isControlled} />
      </div>
      <Descriptions
        column={5}
        size="small"
        className="yzy-major-facts"
        items={[
          { key: 'class', label: '专业类', children: `${major.className}（${major.classCode}）` },
          { key: 'category', label: '统考科类', children: major.examCategoryName },
          { key: 'degree', label: '授予学位', children: major.degree },
          { key: 'years', label: '学制', children: `${major.years}年` },
          { key: 'schools', label: '开设院校', children: `${major.schoolCount}所` },
        ]}
      />
      <Typography.Paragraph className="yzy-major-intro">{major.intro || '暂无介绍'}</Typography.Paragraph>
    </Card>
  );
}
