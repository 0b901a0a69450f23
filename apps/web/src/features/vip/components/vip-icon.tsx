import type { ComponentType } from 'react';
import {
  AuditOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CrownOutlined,
  FileExcelOutlined,
  FireFilled,
  LineChartOutlined,
  PercentageOutlined,
  StarFilled,
  SwapOutlined,
  TeamOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';

/** The icon keys the card data uses (kebab-case Ant Design names); unknown keys fall back to a check. */
const ICONS: Record<string, ComponentType> = {
  audit: AuditOutlined,
  calendar: CalendarOutlined,
  crown: CrownOutlined,
  'file-excel': FileExcelOutlined,
  fire: FireFilled,
  'line-chart': LineChartOutlined,
  percentage: PercentageOutlined,
  star: StarFilled,
  swap: SwapOutlined,
  team: TeamOutlined,
  'unordered-list': UnorderedListOutlined,
};

/** A card icon: an image when the key is a URL (operators may upload one), else the named icon. */
export function VipIcon({ icon }: { icon: string }) {
  if (/^(https?:)?\/\//.test(icon) || icon.startsWith('/')) {
    return <img src={icon} alt="" className="yzy-vip-icon-img" />;
  }
  const Icon = ICONS[icon] ?? CheckCircleOutlined;
  return <Icon />;
}
