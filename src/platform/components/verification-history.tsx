import type { PlatformVerification } from '@contract/platform/suppliers';
import { VERIFICATION_KIND_LABELS } from '@contract/verification.meta';
import { LightDescriptions } from '@/components/light/descriptions';
import { LightTag } from '@/components/light/tag';
import { beijingTime } from '@/lib/time';
import { usePlatformVerificationApproveMutation, usePlatformVerificationRejectMutation } from '../api/suppliers';
import { consoleNotify } from '../http/notify';
import { useMay } from '../app/use-may';
import { ReasonAction } from './reason-action';
import { VerificationImage } from './verification-image';

const STATUS_COLORS = { reviewing: 'orange', approved: 'green', rejected: 'red' } as const;

function Decision({ verification }: { verification: PlatformVerification }) {
  const [approve] = usePlatformVerificationApproveMutation();
  const [reject] = usePlatformVerificationRejectMutation();
  const may = useMay();
  if (verification.status !== 'reviewing') return null;
  const { verificationId } = verification;
  return (
    <div className="console-actions">
      {may('platformVerificationApprove') && (
        <ReasonAction
          label="通过"
          primary
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
    </div>
  );
}

const fieldsOf = (v: PlatformVerification) =>
  [
    ['企业名称', v.companyName],
    ['统一社会信用代码', v.creditCode],
    ['法定代表人', v.legalPerson],
    ['姓名', v.personName],
    ['身份证号', v.idNumber],
    ['提交人', v.submittedBy ? `${v.submittedBy.name} ${v.submittedBy.phone}` : '—'],
    ['提交时间', beijingTime(v.submittedAt)],
    ['审核时间', beijingTime(v.reviewedAt)],
    ['驳回原因', v.rejectReason],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => ({ key: label as string, label, children: value }));

/** 认证记录: each submission, newest first, with its images; the one under review is decided here (通过 / 驳回). */
export function VerificationHistory({ supplierId, verifications }: { supplierId: string; verifications: PlatformVerification[] }) {
  if (!verifications.length) return <p className="console-empty">暂无认证记录</p>;
  return (
    <div className="verification-list">
      {verifications.map((v) => (
        <section
          key={v.verificationId}
          className="console-section"
          aria-label={`${VERIFICATION_KIND_LABELS[v.kind]} ${beijingTime(v.submittedAt)}`}
        >
          <div className="console-actions">
            <strong>{VERIFICATION_KIND_LABELS[v.kind]}</strong>
            {v.isUpgrade && <LightTag>升级认证</LightTag>}
            <LightTag color={STATUS_COLORS[v.status]}>{v.statusLabel}</LightTag>
          </div>
          <LightDescriptions size="small" column={2} items={fieldsOf(v)} className="console-desc" />
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
