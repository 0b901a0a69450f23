import {
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CalculatorOutlined,
  FileTextOutlined,
  FormOutlined,
  ReadOutlined,
  StarOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const ENTRIES: { path: string; title: string; text: string; icon: ReactNode }[] = [
  { path: '/filling', title: '模拟填报', text: '按院校与专业筛选，冲稳保一目了然', icon: <FormOutlined /> },
  { path: '/volunteer', title: '我的志愿', text: '管理志愿表，排序、导出与分析', icon: <StarOutlined /> },
  { path: '/school', title: '找大学', text: '按地区、类型、标签查找艺术院校', icon: <BankOutlined /> },
  { path: '/major', title: '查专业', text: '浏览艺术学专业目录与开设院校', icon: <BookOutlined /> },
  { path: '/range', title: '一分一段', text: '查询本省一分一段表与等效分', icon: <BarChartOutlined /> },
  { path: '/compute', title: '算综合分', text: '按本省公式计算你的综合分', icon: <CalculatorOutlined /> },
  { path: '/news', title: '艺考资讯', text: '政策、校考与招生动态', icon: <ReadOutlined /> },
  { path: '/guide', title: '使用指南', text: '三分钟了解如何用好艺志愿', icon: <FileTextOutlined /> },
];

/** One card per top tab, so every feature is one click from 首页. */
export function QuickEntries() {
  return (
    <nav className="yzy-quick-entries" aria-label="快捷入口">
      {ENTRIES.map((entry) => (
        <Link key={entry.path} to={entry.path} className="yzy-quick-entry">
          <span className="yzy-quick-icon">{entry.icon}</span>
          <span className="yzy-quick-title">{entry.title}</span>
          <span className="yzy-quick-text">{entry.text}</span>
        </Link>
      ))}
    </nav>
  );
}
