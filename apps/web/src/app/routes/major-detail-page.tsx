import { Result } from 'antd';
import { Link } from 'react-router';
import { DetailFrame } from '../../components/detail-frame';
import { MajorDetailView } from '../../features/major';
import '../../features/major/major.css';
import { parseIdParam } from '../../lib/id-param';

/** 专业详情 (?id=): 专业介绍、对应统考科类，以及开设该专业的院校在你所在省份的录取情况。 */
export function MajorDetailPage() {
  return (
    <DetailFrame
      title="专业详情"
      description="专业介绍、对应统考科类，以及开设该专业的院校在你所在省份的录取情况。"
      listPath="/major"
      listTitle="查专业"
    >
      {(value) => {
        const id = parseIdParam(value);
        return id ? (
          <MajorDetailView key={id} id={id} />
        ) : (
          <Result status="404" title="专业不存在" extra={<Link to="/major">返回查专业</Link>} />
        );
      }}
    </DetailFrame>
  );
}
