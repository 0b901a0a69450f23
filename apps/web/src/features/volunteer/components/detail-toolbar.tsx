import { Suspense, useState } from 'react';
import {
  BarChartOutlined,
  CrownOutlined,
  FileExcelOutlined,
  FileTextOutlined,
  PlusOutlined,
  PrinterOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import type { VolunteerDetail } from '@yzy/shared/contracts';
import { useNavigate } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';
import { useOpened } from '../../../lib/use-opened';
import { excelFileName, fetchExcel, saveBlob } from '../export-excel';

// The share dialog (and its QR code) loads when it is first opened.
const ShareDialog = lazyPage(() => import('../../share'), 'ShareDialog');

/** 继续添加 · 志愿分析 (VIP; the route guard opens the VIP center for others) · 志愿报告 · 分享给家长 · 打印 · 导出Excel. */
export function DetailToolbar({ detail }: { detail: VolunteerDetail }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const [sharing, setSharing] = useState(false);
  const shareOpened = useOpened(sharing);

  const handleExport = async () => {
    setExporting(true);
    try {
      saveBlob(await fetchExcel(detail.id), excelFileName(detail.name));
    } catch (error) {
      void message.error(error instanceof Error && error.message ? error.message : '导出失败，请稍后重试');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Space wrap className="yzy-no-print" data-testid="detail-toolbar">
      <Button icon={<PlusOutlined />} onClick={() => navigate(`/filling?batchId=${detail.batchId}`)}>
        继续添加
      </Button>
      <Button icon={<BarChartOutlined />} onClick={() => navigate(`/analysis?id=${detail.id}`)}>
        志愿分析 <CrownOutlined className="yzy-crown" />
      </Button>
      <Button icon={<FileTextOutlined />} onClick={() => navigate(`/vreport?id=${detail.id}`)} data-testid="open-report">
        志愿报告
      </Button>
      <Button icon={<ShareAltOutlined />} onClick={() => setSharing(true)} data-testid="open-share">
        分享给家长
      </Button>
      <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
        打印
      </Button>
      <Button type="primary" icon={<FileExcelOutlined />} loading={exporting} onClick={handleExport}>
        导出Excel
      </Button>
      {shareOpened && (
        <Suspense fallback={null}>
          <ShareDialog tableId={detail.id} tableName={detail.name} open={sharing} onClose={() => setSharing(false)} />
        </Suspense>
      )}
    </Space>
  );
}
