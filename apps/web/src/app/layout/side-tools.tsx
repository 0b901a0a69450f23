import { CustomerServiceOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useSiteConfig } from '../../features/site-config';
import { openInNewTab } from '../../lib/browser';

/**
 * Fixed tools on the right: 官方客服 (external chat in a new tab) and back to top. Plain buttons
 * drawn like antd's square FloatButton group: the component itself (with its badge and tooltip)
 * would add about 8 kB of gzip JavaScript to every first visit (docs/performance.md).
 */
export function SideTools() {
  const { customerServiceUrl, contactEmail } = useSiteConfig();
  const { message } = App.useApp();

  function openService() {
    if (customerServiceUrl) {
      openInNewTab(customerServiceUrl);
      return;
    }
    // No chat configured: the e-mail is the published way to reach the team.
    void message.info(`请发送邮件至 ${contactEmail} 联系客服`);
  }

  return (
    <div className="yzy-side-tools">
      <button type="button" className="yzy-side-tool" title="官方客服" onClick={openService} data-testid="side-service">
        <CustomerServiceOutlined />
        <span>客服</span>
      </button>
      <button
        type="button"
        className="yzy-side-tool"
        title="返回顶部"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        data-testid="side-top"
      >
        <VerticalAlignTopOutlined />
        <span>顶部</span>
      </button>
    </div>
  );
}
