import { LightButton } from '@/components/light/button';
import { StatusPanel } from '@/components/ui/status-panel';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { reportError } from '@/lib/sentry';

/** Last resort for an error no screen caught: a way out instead of a white page. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    // A 4xx answer of a loader is the visitor's address, not a fault of the page.
    if (!(isRouteErrorResponse(error) && error.status < 500)) reportError(error);
  }, [error]);
  return (
    <StatusPanel
      status="error"
      title="页面出错了"
      subTitle="请刷新页面重试，如果问题持续存在，请联系客服。"
      extra={
        <LightButton variant="primary" onClick={() => window.location.reload()}>
          刷新页面
        </LightButton>
      }
    />
  );
}
