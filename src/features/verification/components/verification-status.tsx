import { Alert, Descriptions } from 'antd';
import { beijingTime } from '@/lib/time';
import { VERIFY_STATUS } from '@contract/login.meta';
import type { AuthInfoData } from '../api';

const when = (iso: string | null | undefined) => beijingTime(iso, 'minute', '');

/** The state banner: under review, rejected with the reason, verified (and an upgrade's own state). */
export function VerificationStatus({ info }: { info: AuthInfoData }) {
  const sub = info.submission;
  const kindLabel = info.supplierType === 'person' ? '个人' : '企业';
  if (info.verifyStatus === VERIFY_STATUS.reviewing) {
    return <Alert type="info" showIcon title="认证资料审核中" description={`已于 ${when(sub?.submittedAt)} 提交，平台审核通过后即可接单。`} />;
  }
  if (info.verifyStatus === VERIFY_STATUS.rejected) {
    return <Alert type="error" showIcon title="认证未通过" description={`原因：${info.reason ?? '未说明'}。请修改资料后重新提交。`} />;
  }
  if (info.verifyStatus !== VERIFY_STATUS.verified) {
    return <Alert type="warning" showIcon title="尚未完成认证" description="完成企业或个人认证后，即可接单、提交候选人并参与结算。" />;
  }
  const upgrade = sub?.isUpgrade ? sub : null;
  return (
    <>
      <Alert type="success" showIcon title={`已完成${kindLabel}认证`} description={`供应商：${info.supplierName ?? ''}`} />
      {upgrade?.status === 'reviewing' && <Alert type="info" showIcon title="升级企业认证审核中" description={`「${upgrade.companyName}」，提交于 ${when(upgrade.submittedAt)}`} />}
      {upgrade?.status === 'rejected' && <Alert type="error" showIcon title="升级企业认证未通过" description={`原因：${info.reason ?? '未说明'}。可修改资料后再次申请。`} />}
      {sub && !sub.isUpgrade && (
        <Descriptions size="small" column={1} className="verification-details" style={{ marginTop: 16 }}>
          {sub.kind === 'company' ? (
            <>
              <Descriptions.Item label="企业名称">{sub.companyName}</Descriptions.Item>
              <Descriptions.Item label="统一社会信用代码">{sub.creditCode}</Descriptions.Item>
              <Descriptions.Item label="法定代表人">{sub.legalPerson}</Descriptions.Item>
            </>
          ) : (
            <>
              <Descriptions.Item label="姓名">{sub.name}</Descriptions.Item>
              <Descriptions.Item label="身份证号码">{sub.idNumberMasked}</Descriptions.Item>
            </>
          )}
          <Descriptions.Item label="审核通过时间">{when(sub.reviewedAt)}</Descriptions.Item>
        </Descriptions>
      )}
    </>
  );
}
