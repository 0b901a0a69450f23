import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from 'antd';

const Editor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/**
 * The rich-text editor, loaded when a form that edits a body opens: the editor library is most of
 * the console's script and the other console pages do not need it.
 */
export function LazyRichTextEditor(props: ComponentProps<typeof Editor>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <Editor {...props} />
    </Suspense>
  );
}
