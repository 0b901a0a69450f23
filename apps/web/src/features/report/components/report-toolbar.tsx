import { ArrowLeftOutlined, PrinterOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';

interface ReportToolbarProps {
  /** Where 返回 leads (the table, or the counsellor's student) and its label. */
  back: { to: string; label: string };
  onShare: () => void;
}

/** The buttons above a printable 志愿报告: back, share with the family, print. Hidden on paper. */
export function ReportToolbar({ back, onShare }: ReportToolbarProps) {
  return (
    <div className="yzy-report-toolbar yzy-no-print">
      <Link to={back.to}>
        <Button icon={<ArrowLeftOutlined />}>{back.label}</Button>
      </Link>
      <Button icon={<ShareAltOutlined />} onClick={onShare} data-testid="report-share">
        分享给家长
      </Button>
      <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="report-print">
        打印 / 存为PDF
      </Button>
    </div>
  );
}
