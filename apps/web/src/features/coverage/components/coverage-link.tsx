import { Link } from 'react-router';

/** The sentence every empty state ends with: where to see what the product holds. */
export function CoverageLink({ text = '查看数据覆盖' }: { text?: string }) {
  return <Link to="/coverage">{text}</Link>;
}
