import { LightAlert } from '@/components/light/alert';
import { LightCard } from '@/components/light/card';
import { QueryError } from '@/components/ui/query-state';
import { useUpgradeCheckQuery } from '../api';
import { CompanyForm } from './company-form';

/** A verified person supplier's way to become a company (upgrade_check says whether it may now). */
export function UpgradeSection({ onSubmitted }: { onSubmitted: () => void }) {
  const check = useUpgradeCheckQuery();
  if (check.isError) return <QueryError compact text="无法确认能否升级" onRetry={() => void check.refetch()} retrying={check.isFetching} />;
  if (!check.data) return null;
  return (
    <LightCard title="升级为企业认证" className="verification-upgrade">
      {check.data.canUpgrade ? (
        <>
          <p className="verification-upgrade-hint">
            上传营业执照并填写企业信息。审核期间仍可按个人供应商接单，通过后供应商名称变为企业名称。
          </p>
          <CompanyForm mode="upgrade" onSubmitted={onSubmitted} />
        </>
      ) : (
        <LightAlert type="info" showIcon message={check.data.reason ?? '暂不能升级'} />
      )}
    </LightCard>
  );
}
