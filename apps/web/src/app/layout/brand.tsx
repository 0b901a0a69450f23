import { Link } from 'react-router';

/** The product name as the logo; links home. */
export function Brand() {
  return (
    <Link to="/" className="yzy-brand" aria-label="艺志愿首页">
      <span className="yzy-brand-mark">艺</span>
      <span className="yzy-brand-name">艺志愿</span>
    </Link>
  );
}
