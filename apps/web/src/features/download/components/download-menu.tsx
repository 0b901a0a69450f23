import { MobileOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { AppQrCodes } from './app-qr-codes';

/** 下载APP: hover shows both QR codes. */
export function DownloadMenu() {
  return (
    <Dropdown
      placement="bottom"
      popupRender={() => (
        <div className="yzy-popover-card">
          <AppQrCodes />
        </div>
      )}
    >
      <button type="button" className="yzy-header-link" data-testid="header-download">
        <MobileOutlined /> 下载APP
      </button>
    </Dropdown>
  );
}
