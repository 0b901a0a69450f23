import { lazy, Suspense, type ComponentProps } from 'react';

// antd's Result carries its 403/404/500 pictures (about 10 kB gzip); pages show it only when a load
// fails or an address is wrong, so it is fetched then, not with the page.
const Result = lazy(() => import('antd/es/result'));

/** antd's Result, loaded when first drawn. */
export function LazyResult(props: ComponentProps<typeof Result>) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
