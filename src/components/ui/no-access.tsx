import { ERROR_CODES } from '@contract/http.meta';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LightButton } from '@/components/light/button';
import { StatusPanel } from './status-panel';

/** A failed read that means "not yours (any more)": not found, or a permission the member no longer holds. */
export function isNoAccess(error: unknown): boolean {
  const code = error && typeof error === 'object' && 'code' in error ? (error as { code?: unknown }).code : undefined;
  return code === ERROR_CODES.forbidden || code === ERROR_CODES.notFound;
}

/**
 * What a link to an object the member may no longer see opens (a notice about a bill after the permission was
 * taken away, a contract of a company the member left): a plain 「无权查看」, never a load failure, and a way
 * back (`back`, the homepage by default).
 */
export function NoAccess({ what = '内容', back }: { what?: string; back?: { to: string; label: string } }) {
  const navigate = useNavigate();
  const to = back ?? { to: paths.home, label: '返回首页' };
  return (
    <StatusPanel
      status="warning"
      title="无权查看"
      subTitle={`该${what}不存在，或您已无权查看（权限已变更或已不在该企业）。`}
      extra={<LightButton onClick={() => void navigate(to.to)}>{to.label}</LightButton>}
    />
  );
}
