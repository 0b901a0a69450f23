import { Alert, Skeleton } from 'antd';
import { usePreview } from './api';

/** The HTML as the server would store it: sanitised by POST /content/preview, so it is safe to show. */
export function RichTextPreview({ html }: { html: string }) {
  const preview = usePreview(html, html.trim() !== '');
  if (html.trim() === '') {
    return <Alert type="info" showIcon title="正文为空" />;
  }
  if (!preview.data) {
    return <Skeleton active />;
  }
  const changed = preview.data.html !== html;
  return (
    <div className="admin-stack-tight">
      {changed && <Alert type="warning" showIcon title="部分标签或属性不在允许范围内，保存时会被清理。下面是清理后的效果。" />}
      <div
        className="admin-rte-area admin-rte-preview admin-rich-text"
        data-testid="rich-text-preview"
        dangerouslySetInnerHTML={{ __html: preview.data.html }}
      />
    </div>
  );
}
