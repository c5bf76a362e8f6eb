import { VERIFY_STATUS } from '@contract/login.meta';
import { LightAlert } from '@/components/light/alert';
import { LightDescriptions } from '@/components/light/descriptions';
import { beijingTime } from '@/lib/time';
import type { AuthInfoData } from '../api';

const when = (iso: string | null | undefined) => beijingTime(iso, 'minute', '');

/** The state banner: under review, rejected with the reason, verified (and an upgrade's own state). */
export function VerificationStatus({ info }: { info: AuthInfoData }) {
  const sub = info.submission;
  const kindLabel = info.supplierType === 'person' ? '个人' : '企业';
  if (info.verifyStatus === VERIFY_STATUS.reviewing) {
    return (
      <LightAlert
        type="info"
        showIcon
        message="认证资料审核中"
        description={`已于 ${when(sub?.submittedAt)} 提交，平台审核通过后即可接单。`}
      />
    );
  }
  if (info.verifyStatus === VERIFY_STATUS.rejected) {
    return (
      <LightAlert type="error" showIcon message="认证未通过" description={`原因：${info.reason ?? '未说明'}。请修改资料后重新提交。`} />
    );
  }
  if (info.verifyStatus !== VERIFY_STATUS.verified) {
    return (
      <LightAlert type="warning" showIcon message="尚未完成认证" description="完成企业或个人认证后，即可接单、提交候选人并参与结算。" />
    );
  }
  const upgrade = sub?.isUpgrade ? sub : null;
  const details =
    sub && !sub.isUpgrade
      ? [
          ...(sub.kind === 'company'
            ? [
                { key: 'companyName', label: '企业名称', children: sub.companyName },
                { key: 'creditCode', label: '统一社会信用代码', children: sub.creditCode },
                { key: 'legalPerson', label: '法定代表人', children: sub.legalPerson },
              ]
            : [
                { key: 'name', label: '姓名', children: sub.name },
                { key: 'idNumber', label: '身份证号码', children: sub.idNumberMasked },
              ]),
          { key: 'reviewedAt', label: '审核通过时间', children: when(sub.reviewedAt) },
        ]
      : null;
  return (
    <>
      <LightAlert type="success" showIcon message={`已完成${kindLabel}认证`} description={`供应商：${info.supplierName ?? ''}`} />
      {upgrade?.status === 'reviewing' && (
        <LightAlert
          type="info"
          showIcon
          message="升级企业认证审核中"
          description={`「${upgrade.companyName}」，提交于 ${when(upgrade.submittedAt)}`}
        />
      )}
      {upgrade?.status === 'rejected' && (
        <LightAlert
          type="error"
          showIcon
          message="升级企业认证未通过"
          description={`原因：${info.reason ?? '未说明'}。可修改资料后再次申请。`}
        />
      )}
      {details && <LightDescriptions size="small" column={1} className="verification-details" items={details} />}
    </>
  );
}
