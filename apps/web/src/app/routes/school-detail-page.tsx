import { Result } from 'antd';
import { Link } from 'react-router';
import { DetailFrame } from '../../components/detail-frame';
import { SchoolDetailView } from '../../features/school';
import '../../features/school/school.css';
import { parseIdParam } from '../../lib/id-param';

/** 院校详情 (?id=): 院校简介与标签、在你所在省份和科类的历年录取线与位次、今年招生计划及开设专业。 */
export function SchoolDetailPage() {
  return (
    <DetailFrame
      title="院校详情"
      description="院校简介与标签、在你所在省份和科类的历年录取线与位次、今年招生计划及开设专业。"
      listPath="/school"
      listTitle="找大学"
    >
      {(value) => {
        const id = parseIdParam(value);
        return id ? (
          <SchoolDetailView key={id} id={id} />
        ) : (
          <Result status="404" title="院校不存在" extra={<Link to="/school">返回找大学</Link>} />
        );
      }}
    </DetailFrame>
  );
}
