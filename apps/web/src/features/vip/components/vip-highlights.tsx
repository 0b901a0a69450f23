import { AuditOutlined, FileExcelOutlined, PercentageOutlined, UnorderedListOutlined } from '@ant-design/icons';
import '../vip.css';

const HIGHLIGHTS = [
  { icon: <UnorderedListOutlined />, title: '完整推荐列表', text: '模拟填报展示全部可报院校与专业，不再只看前几条。' },
  { icon: <PercentageOutlined />, title: '录取概率', text: '按你的位次与近三年录取位次测算每条志愿的录取概率，并分出冲、稳、保。' },
  { icon: <AuditOutlined />, title: '志愿表分析', text: '检查冲稳保梯度、空档与浪费、滑档与退档风险，逐条给出调整建议。' },
  { icon: <FileExcelOutlined />, title: '导出带录取概率', text: '导出的 Excel 志愿表带上每条志愿的录取概率，方便打印、与家长和老师讨论。' },
];

/** The four things VIP adds, at the top of /vipintroduce. */
export function VipHighlights() {
  return (
    <div className="yzy-vip-highlights">
      {HIGHLIGHTS.map((item) => (
        <div key={item.title} className="yzy-vip-highlight">
          {item.icon}
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </div>
      ))}
    </div>
  );
}
