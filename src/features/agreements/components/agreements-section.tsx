import { LightButton } from '@/components/light/button';
import { Link, useSearchParams } from 'react-router-dom';
import { AgreementList } from './agreement-list';
import { FrameworkAgreementView, safeReturnTo } from './framework-agreement-view';
import { agreementListHref as listHref, FRAMEWORK_TAB, frameworkHref, partialHref } from '../links';

/** 协议管理 in the personal centre: the list, or (tab `framework`) one framework version to read and sign. */
export function AgreementsSection({ tabKey }: { tabKey?: string }) {
  const [search] = useSearchParams();
  if (tabKey === FRAMEWORK_TAB) {
    return (
      <>
        <Link to={listHref} className="no-print">
          <LightButton variant="link">‹ 返回协议列表</LightButton>
        </Link>
        <FrameworkAgreementView
          agreementId={search.get('agreementId') ?? undefined}
          returnTo={safeReturnTo(search.get('returnTo'))}
          listHref={listHref}
        />
      </>
    );
  }
  return <AgreementList frameworkHref={frameworkHref} partialHref={partialHref} />;
}
