import { Flex, QRCode, Typography } from 'antd';
import { useSiteConfig } from '../../site-config';

/** QR codes are 160 px with error level M. */
export const QR_SIZE = 160;

/** The Android app and the mini-program, side by side (header dropdown and /app). */
export function AppQrCodes() {
  const { androidUrl, miniProgramUrl } = useSiteConfig();
  const codes = [
    { key: 'android', value: androidUrl, title: '安卓APP', hint: '手机浏览器扫码下载' },
    { key: 'mini', value: miniProgramUrl, title: '微信小程序', hint: '微信扫一扫立即使用' },
  ];
  return (
    <Flex gap={24} justify="center" data-testid="app-qr-codes">
      {codes.map((code) => (
        <Flex key={code.key} vertical align="center" gap={8}>
          <QRCode value={code.value} size={QR_SIZE} errorLevel="M" bordered={false} />
          <Typography.Text strong>{code.title}</Typography.Text>
          <Typography.Text type="secondary" className="yzy-qr-hint">
            {code.hint}
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
