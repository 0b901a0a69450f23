import { AuditOutlined, FileExcelOutlined, PercentageOutlined, UnorderedListOutlined } from '@ant-design/icons';
import '../vip.css';

const HIGHLIGHTS = [
  { icon: <UnorderedListOutlined />, title: '全部计划的冲稳保', text: '模拟填报里每个可报院校专业都标出冲、稳、保，不再只看每档几个。' },
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
