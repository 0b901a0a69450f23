import { CustomerServiceOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { App, FloatButton } from 'antd';
import { useSiteConfig } from '../../features/site-config/api';
import { openInNewTab } from '../../lib/browser';

/** Fixed tools on the right: 官方客服 (external chat in a new tab) and back to top. */
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
    <FloatButton.Group shape="square" className="yzy-side-tools">
      <FloatButton icon={<CustomerServiceOutlined />} content="客服" tooltip="官方客服" onClick={openService} data-testid="side-service" />
      <FloatButton icon={<VerticalAlignTopOutlined />} content="顶部" tooltip="返回顶部" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })} data-testid="side-top" />
    </FloatButton.Group>
  );
}
