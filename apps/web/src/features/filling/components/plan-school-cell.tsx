import { Tag } from 'antd';
import type { RecommendRow } from '@yzy/shared/contracts';
import { Link } from 'react-router';
import { CompareButton } from '../../compare';

/** School name (to its detail page, same tab), where it is, what kind, and its tags. */
export function PlanSchoolCell({ school }: { school: RecommendRow['school'] }) {
  return (
    <div className="yzy-plan-school">
      <Link to={`/school/detail?id=${school.id}`} className="yzy-plan-school-name">
        {school.name}
      </Link>
      <span className="yzy-plan-meta">
        {school.provinceName}
        {school.city && school.city !== school.provinceName ? ` · ${school.city}` : ''} · {school.type} · {school.nature}
      </span>
      {school.tags.length > 0 && (
        <span className="yzy-plan-tags">
          {school.tags.map((tag) => (
            <Tag key={tag} variant="filled" color="blue">
              {tag}
            </Tag>
          ))}
        </span>
      )}
      <CompareButton kind="school" id={school.id} name={school.name} />
    </div>
  );
}
