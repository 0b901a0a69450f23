import { WarningFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { reloadPage } from '../lib/browser';
import { StatusNotice } from './status-notice';

interface ErrorFallbackProps {
  message?: string;
}

/** Shown when a page cannot be rendered (a failed chunk, an unexpected error); one click reloads. */
export function ErrorFallback({ message }: ErrorFallbackProps) {
  return (
    <StatusNotice
      icon={<WarningFilled className="yzy-status-warning" />}
      title="页面加载失败"
      subTitle={message ?? '网络异常或版本已更新，请刷新页面重试。'}
      extra={
        <Button type="primary" onClick={reloadPage}>
          刷新页面
        </Button>
      }
    />
  );
}
