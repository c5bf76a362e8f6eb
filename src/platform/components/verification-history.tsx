import { Descriptions, Empty, Space, Tag } from 'antd';
import type { PlatformVerification } from '@contract/platform/suppliers';
import { VERIFICATION_KIND_LABELS } from '@contract/verification.meta';
import { beijingTime } from '@/lib/time';
import { usePlatformVerificationApproveMutation, usePlatformVerificationRejectMutation } from '../api/suppliers';
import { consoleNotify } from '../http/notify';
import { useMay } from '../app/use-may';
import { ReasonAction } from './reason-action';
import { VerificationImage } from './verification-image';

const STATUS_COLORS: Record<string, string> = { reviewing: 'orange', approved: 'green', rejected: 'red' };

function Decision({ verification }: { verification: PlatformVerification }) {
  const [approve] = usePlatformVerificationApproveMutation();
  const [reject] = usePlatformVerificationRejectMutation();
  const may = useMay();
  if (verification.status !== 'reviewing') return null;
  const { verificationId } = verification;
  return (
    <Space wrap>
      {may('platformVerificationApprove') && (
        <ReasonAction
          label="通过"
          type="primary"
          title="通过认证"
          description="通过后供应商即为已认证，可以接单。"
          onConfirm={async () => {
            await approve({ verificationId }).unwrap();
            consoleNotify.success('已通过认证');
          }}
        />
      )}
      {may('platformVerificationReject') && (
        <ReasonAction
          label="驳回"
          danger
          title="驳回认证"
          reasonLabel="驳回原因"
          reasonMax={200}
          description="供应商会看到驳回原因，修改后可重新提交。"
          onConfirm={async (reason) => {
            await reject({ verificationId, reason }).unwrap();
            consoleNotify.success('已驳回认证');
          }}
        />
      )}
    </Space>
  );
}

/** 认证记录: each submission, newest first, with its images; the one under review can be decided here. */
export function VerificationHistory({ supplierId, verifications }: { supplierId: string; verifications: PlatformVerification[] }) {
  if (!verifications.length) return <Empty description="暂无认证记录" />;
  return (
    <div className="verification-list">
      {verifications.map((v) => (
        <section key={v.verificationId} className="console-section verification-item" aria-label={`认证提交 ${beijingTime(v.submittedAt)}`}>
          <Space wrap style={{ marginBottom: 8 }}>
            <strong>{VERIFICATION_KIND_LABELS[v.kind]}</strong>
            {v.isUpgrade && <Tag>升级认证</Tag>}
            <Tag color={STATUS_COLORS[v.status]}>{v.statusLabel}</Tag>
          </Space>
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            {v.companyName && <Descriptions.Item label="企业名称">{v.companyName}</Descriptions.Item>}
            {v.creditCode && <Descriptions.Item label="统一社会信用代码">{v.creditCode}</Descriptions.Item>}
            {v.legalPerson && <Descriptions.Item label="法定代表人">{v.legalPerson}</Descriptions.Item>}
            {v.personName && <Descriptions.Item label="姓名">{v.personName}</Descriptions.Item>}
            {v.idNumber && <Descriptions.Item label="身份证号">{v.idNumber}</Descriptions.Item>}
            <Descriptions.Item label="提交人">{v.submittedBy ? `${v.submittedBy.name} ${v.submittedBy.phone}` : '—'}</Descriptions.Item>
            <Descriptions.Item label="提交时间">{beijingTime(v.submittedAt)}</Descriptions.Item>
            <Descriptions.Item label="审核时间">{beijingTime(v.reviewedAt)}</Descriptions.Item>
            {v.rejectReason && <Descriptions.Item label="驳回原因">{v.rejectReason}</Descriptions.Item>}
          </Descriptions>
          <div className="verification-images">
            {v.images.map((image) => (
              <VerificationImage key={image.fileId} supplierId={supplierId} fileId={image.fileId} label={image.label} />
            ))}
          </div>
          <Decision verification={v} />
        </section>
      ))}
    </div>
  );
}
