import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { AppQrCodes } from '../../features/download/components/app-qr-codes';

/** /app (outside the site layout): the download page with the Android and mini-program QR codes. */
export function AppDownloadPage() {
  return (
    <main className="yzy-app-page">
      <Card className="yzy-app-card">
        <Typography.Title level={2}>下载艺志愿</Typography.Title>
        <Typography.Paragraph type="secondary">手机上随时查院校、算综合分、改志愿表，与网页版数据同步。</Typography.Paragraph>
        <AppQrCodes />
        <Link to="/" className="yzy-app-back">
          返回艺志愿网页版
        </Link>
      </Card>
    </main>
  );
}
