import { AndroidOutlined, WechatOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { AppQrCodes } from '../../features/download';
import { useSiteConfig } from '../../features/site-config';

/** /app (outside the site layout): the Android and mini-program QR codes (160 px, level M) and their links from siteConfig. */
export function AppDownloadPage() {
  const { appName, androidUrl, miniProgramUrl } = useSiteConfig();
  return (
    <main className="yzy-app-page">
      <Card className="yzy-app-card" data-testid="app-download">
        <Typography.Title level={2}>下载{appName}</Typography.Title>
        <Typography.Paragraph type="secondary">手机上随时查院校、算综合分、改志愿表，与网页版数据同步。</Typography.Paragraph>
        <AppQrCodes />
        <Flex gap={16} justify="center" className="yzy-app-links">
          <Button type="primary" icon={<AndroidOutlined />} href={androidUrl} target="_blank" rel="noopener" data-testid="app-android-link">
            下载安卓APP
          </Button>
          <Button icon={<WechatOutlined />} href={miniProgramUrl} target="_blank" rel="noopener" data-testid="app-mini-link">
            打开微信小程序
          </Button>
        </Flex>
        <Link to="/" className="yzy-app-back">
          返回{appName}网页版
        </Link>
      </Card>
    </main>
  );
}
