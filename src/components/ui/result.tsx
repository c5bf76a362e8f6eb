import { Suspense, lazy } from 'react';
import type { ResultProps } from 'antd';
import { withAntdScope } from './lazy-screen';

// antd's Result carries its 403/404/500 illustrations (~10 KB gzip) wherever it is imported; it only ever shows an
// exceptional state (not found, a page past the end, done), so its code arrives when one is shown, in AntdScope
// (a light page that shows one has no antd around it).
const AntdResult = lazy(withAntdScope<ResultProps>(() => import('antd/es/result')));

/** antd's Result, loaded when first shown. Keeps its place (no jump) while the code arrives. */
export function Result(props: ResultProps) {
  return (
    <Suspense fallback={<div className="result-pending" aria-busy="true" style={{ minHeight: 240 }} />}>
      <AntdResult {...props} />
    </Suspense>
  );
}
