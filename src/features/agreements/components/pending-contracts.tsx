import { WarningFilled } from '@/components/light/icons/warning-filled';
import { LightIcon } from '@/components/light/icon';
import { Link } from 'react-router-dom';
import { useSharedSelector } from '@/lib/state/hooks';
import { useAgreementListQuery } from '../api';
import { partialHref } from '../links';

/**
 * The workbench's reminder of partial contracts waiting for the supplier's signature, each a link straight to its
 * signing page; nothing when none waits (or the user belongs to no supplier).
 */
export function PendingContracts() {
  const supplierId = useSharedSelector((state) => state.global.supplierId);
  const { data } = useAgreementListQuery(undefined, { skip: !supplierId });
  const pending = (data?.list ?? []).filter((a) => a.kind === 'partial' && a.status === 'pending');
  if (pending.length === 0) return null;
  return (
    <div className="light-alert light-alert-block" role="status">
      <LightIcon icon={WarningFilled} className="light-alert-icon" />
      <div className="light-alert-text">
        <strong>{`有 ${pending.length} 份合同待签署`}</strong>
        <ul className="pending-contracts">
          {pending.map((a) => (
            <li key={a.agreementId}>
              <Link to={partialHref(a.agreementId, a.mainId ?? '')}>
                去签署：{a.title}（订单 {a.orderId} · {a.taskTitle}）
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
