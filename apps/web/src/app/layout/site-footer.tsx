import { Link } from 'react-router';

/** Legal links and the reminder that every figure is for reference. */
export function SiteFooter() {
  return (
    <footer className="yzy-footer">
      <div className="yzy-container">
        <nav className="yzy-footer-links" aria-label="页脚">
          <Link to="/guide">使用指南</Link>
          <Link to="/vipintroduce">VIP会员</Link>
          <Link to="/app">下载APP</Link>
          <Link to="/agreement">用户协议</Link>
          <Link to="/privacy">隐私政策</Link>
        </nav>
        <p>平台数据来自公开信息整理与模型推算，仅供参考，请以各省教育考试院及院校官方发布为准。</p>
        <p>© {new Date().getFullYear()} 艺志愿</p>
      </div>
    </footer>
  );
}
