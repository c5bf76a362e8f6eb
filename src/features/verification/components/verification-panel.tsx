import { useEffect, useState } from 'react';
import { VERIFY_STATUS } from '@contract/login.meta';
import { LightAlert } from '@/components/light/alert';
import { LightTabs } from '@/components/light/tabs';
import { QueryState } from '@/components/ui/query-state';
import { useSharedSelector } from '@/lib/state/hooks';
import { useAuthInfoQuery } from '../api';
import type { AuthInfoData } from '../api';
import { CompanyForm } from './company-form';
import { PersonForm } from './person-form';
import { UpgradeSection } from './upgrade-section';
import { VerificationStatus } from './verification-status';

export interface VerificationPanelProps {
  /** The tab in the URL: company or person. */
  menukey: string;
  onTabChange: (key: 'company' | 'person') => void;
  /** After a submission, or when the platform decided meanwhile: the app re-reads login info so guards follow. */
  onSubmitted: () => void;
}

type Tab = 'company' | 'person';
const TABS = [
  { key: 'company', label: '企业认证' },
  { key: 'person', label: '个人认证' },
] as const;

/** The earlier submission's values for a resubmission (the masked ID number is typed again). */
function previous(info: AuthInfoData) {
  const s = info.submission;
  if (!s || s.isUpgrade) return { company: undefined, person: undefined };
  return {
    company:
      s.kind === 'company'
        ? {
            companyName: s.companyName ?? '',
            creditCode: s.creditCode ?? '',
            legalPerson: s.legalPerson ?? '',
            licenceFileId: s.licenceFileId ?? undefined,
          }
        : undefined,
    person:
      s.kind === 'person'
        ? { name: s.name ?? '', idFrontFileId: s.idFrontFileId ?? undefined, idBackFileId: s.idBackFileId ?? undefined }
        : undefined,
  };
}

/** The authentication screen's body: the state, then the form the state allows. */
export function VerificationPanel({ menukey, onTabChange, onSubmitted }: VerificationPanelProps) {
  const query = useAuthInfoQuery();
  const info = query.data;
  const status = info?.verifyStatus;
  const open = status === VERIFY_STATUS.none || status === VERIFY_STATUS.unverified || status === VERIFY_STATUS.rejected;
  const mode = status === VERIFY_STATUS.rejected ? 'again' : 'first';
  const prev = info ? previous(info) : { company: undefined, person: undefined };
  const tab: Tab = menukey === 'person' ? 'person' : 'company';
  // A form once shown stays mounted while the other tab is open: switching tabs loses nothing typed.
  const [visited, setVisited] = useState<ReadonlySet<Tab>>(() => new Set([tab]));
  if (!visited.has(tab)) setVisited(new Set([...visited, tab]));
  const known = useSharedSelector((state) => state.global.verifyStatus);
  useEffect(() => {
    if (status !== undefined && status !== known) onSubmitted();
  }, [status, known, onSubmitted]);

  return (
    <QueryState loading={query.isLoading} error={query.isError} onRetry={() => void query.refetch()} retrying={query.isFetching}>
      {info && (
        <div className="verification-panel">
          <VerificationStatus info={info} />
          {!info.isMain && <LightAlert type="info" showIcon message="认证资料由企业管理员提交，如需修改请联系管理员" />}
          {info.isMain && open && (
            <LightTabs
              items={TABS}
              activeKey={tab}
              onChange={(key) => onTabChange(key === 'person' ? 'person' : 'company')}
              aria-label="认证方式"
            >
              {visited.has('company') && (
                <div hidden={tab !== 'company'}>
                  <CompanyForm key={`company-${mode}`} mode={mode} initial={prev.company} onSubmitted={onSubmitted} />
                </div>
              )}
              {visited.has('person') && (
                <div hidden={tab !== 'person'}>
                  <PersonForm key={`person-${mode}`} mode={mode} initial={prev.person} onSubmitted={onSubmitted} />
                </div>
              )}
            </LightTabs>
          )}
          {info.isMain && status === VERIFY_STATUS.verified && info.supplierType === 'person' && (
            <UpgradeSection onSubmitted={onSubmitted} />
          )}
        </div>
      )}
    </QueryState>
  );
}
