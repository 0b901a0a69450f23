import { Card, Steps } from 'antd';
import { PageFrame } from '../../components/page-frame';

const STEPS = [
  { title: '手机号登录', content: '使用手机号和短信验证码登录，首次登录自动注册。' },
  { title: '完善高考成绩', content: '选择高考地区与统考科类，填写文化成绩、统考成绩与位次。地区和科类确认后修改次数有限。' },
  { title: '了解院校与专业', content: '在“找大学”“查专业”中查看院校标签、开设专业与历年录取情况。' },
  { title: '查位次、算综合分', content: '用“一分一段”定位你的位次，用“算综合分”按本省公式计算综合分。' },
  { title: '模拟填报', content: '按冲、稳、保分档筛选院校专业，加入志愿表。' },
  { title: '调整与分析志愿表', content: '在“我的志愿”中排序、设置服从调剂并导出；VIP 可使用志愿分析检查梯度与风险。' },
];

/** 使用指南: the path through the product, step by step. */
export function GuidePage() {
  return (
    <PageFrame title="使用指南" description="六步用好艺志愿：从登录到一份梯度合理的志愿表。所有数据仅供参考，请以官方发布为准。">
      <Card>
        <Steps orientation="vertical" current={-1} items={STEPS.map((step) => ({ title: step.title, content: step.content }))} />
      </Card>
    </PageFrame>
  );
}
