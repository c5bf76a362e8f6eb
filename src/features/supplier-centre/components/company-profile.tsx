import { useState } from 'react';
import { Button, Descriptions } from 'antd';
import { VERIFY_STATUS } from '@contract/login.meta';
import { QueryState } from '@/components/ui/query-state';
import { useSupplierCentrePermissions } from '@/lib/state/permissions';
import { useCompanyProfileQuery } from '../api';
import { LogoImage } from './logo-image';
import { ProfileForm, type RegionPicker } from './profile-form';

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
        {canEditProfile && data && !editing ? <Button onClick={() => setEditing(true)}>编辑资料</Button> : null}
      </div>
      <QueryState loading={isLoading} error={isError} onRetry={refetch} retrying={isFetching}>
        {data ? (
          <>
            <Descriptions column={1} bordered size="small" className="company-identity">
              <Descriptions.Item label="企业名称">{data.name}</Descriptions.Item>
              <Descriptions.Item label="主体类型">{data.supplierType === 'person' ? '个人' : '企业'}</Descriptions.Item>
              <Descriptions.Item label="统一社会信用代码">{data.creditCode ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="认证状态">{VERIFY_LABELS[data.verifyStatus] ?? '未认证'}</Descriptions.Item>
            </Descriptions>
            {editing ? (
              <ProfileForm profile={data} RegionPicker={RegionPicker} onDone={() => setEditing(false)} />
            ) : (
              <Descriptions column={1} bordered size="small" className="company-contact">
                <Descriptions.Item label="企业 Logo">
                  <LogoImage fileId={data.logoFileId} />
                </Descriptions.Item>
                <Descriptions.Item label="联系人">{data.contactName || '未填写'}</Descriptions.Item>
                <Descriptions.Item label="联系电话">{data.contactPhone || '未填写'}</Descriptions.Item>
                <Descriptions.Item label="所在地区">{data.regionName || '未填写'}</Descriptions.Item>
                <Descriptions.Item label="详细地址">{data.street || '未填写'}</Descriptions.Item>
                <Descriptions.Item label="经营范围">{data.businessScope || '未填写'}</Descriptions.Item>
              </Descriptions>
            )}
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
