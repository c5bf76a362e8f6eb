import { Suspense, useState } from 'react';
import { VERIFY_STATUS } from '@contract/login.meta';
import { LightButton } from '@/components/light/button';
import { LightDescriptions } from '@/components/light/descriptions';
import { LightSkeleton } from '@/components/light/skeleton';
import { preloadableLazy, withAntdScope } from '@/components/ui/lazy-screen';
import { QueryState } from '@/components/ui/query-state';
import { useSupplierCentrePermissions } from '@/lib/state/permissions';
import { useCompanyProfileQuery } from '../api';
import { LogoImage } from './logo-image';
import type { ProfileFormProps, RegionPicker } from './profile-form';

// The section is drawn without antd (components/light); the edit form (antd's Form) comes with 编辑资料, fetched
// as the pointer or the focus reaches the button.
const ProfileForm = preloadableLazy(
  withAntdScope<ProfileFormProps>(() => import('./profile-form').then((m) => ({ default: m.ProfileForm }))),
);
const preloadForm = () => void ProfileForm.preload();

const VERIFY_LABELS: Record<number, string> = {
  [VERIFY_STATUS.unverified]: '未认证',
  [VERIFY_STATUS.reviewing]: '审核中',
  [VERIFY_STATUS.verified]: '已认证',
  [VERIFY_STATUS.rejected]: '认证未通过',
};

/**
 * 基本信息: the verified identity (name, type, credit code, status: read-only, verification changes them) and
 * the profile the company keeps itself; holders of `supplier:edit` may edit the latter.
 */
export function CompanyProfileSection({ RegionPicker }: { RegionPicker: RegionPicker }) {
  const { data, isLoading, isError, isFetching, refetch } = useCompanyProfileQuery();
  const { canEditProfile } = useSupplierCentrePermissions();
  const [editing, setEditing] = useState(false);

  return (
    <div className="company-profile">
      <div className="section-toolbar">
        <h3>基本信息</h3>
        {canEditProfile && data && !editing ? (
          <LightButton onClick={() => setEditing(true)} onPointerEnter={preloadForm} onFocus={preloadForm}>
            编辑资料
          </LightButton>
        ) : null}
      </div>
      <QueryState loading={isLoading} error={isError} onRetry={refetch} retrying={isFetching}>
        {data ? (
          <>
            <LightDescriptions
              column={1}
              bordered
              size="small"
              className="company-identity"
              items={[
                { key: 'name', label: '企业名称', children: data.name },
                { key: 'type', label: '主体类型', children: data.supplierType === 'person' ? '个人' : '企业' },
                { key: 'creditCode', label: '统一社会信用代码', children: data.creditCode ?? '—' },
                { key: 'verify', label: '认证状态', children: VERIFY_LABELS[data.verifyStatus] ?? '未认证' },
              ]}
            />
            {editing ? (
              <Suspense fallback={<LightSkeleton rows={6} className="profile-form" />}>
                <ProfileForm profile={data} RegionPicker={RegionPicker} onDone={() => setEditing(false)} />
              </Suspense>
            ) : (
              <LightDescriptions
                column={1}
                bordered
                size="small"
                className="company-contact"
                items={[
                  { key: 'logo', label: '企业 Logo', children: <LogoImage fileId={data.logoFileId} /> },
                  { key: 'contactName', label: '联系人', children: data.contactName || '未填写' },
                  { key: 'contactPhone', label: '联系电话', children: data.contactPhone || '未填写' },
                  { key: 'region', label: '所在地区', children: data.regionName || '未填写' },
                  { key: 'street', label: '详细地址', children: data.street || '未填写' },
                  { key: 'scope', label: '经营范围', children: data.businessScope || '未填写' },
                ]}
              />
            )}
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
