import { useState } from 'react';
import { LightAlert } from '@/components/light/alert';
import { LightButton } from '@/components/light/button';
import { LightSkeleton } from '@/components/light/skeleton';
import { Result } from '@/components/ui/result';
import { Link } from 'react-router-dom';
import { PARTY_TYPE_LABELS } from '@contract/agreements.meta';
import { QueryError, QueryState } from '@/components/ui/query-state';
import { useAgreementSigningMutation, useCheckSignQuery, useFilledDetailQuery, useUpgradeAuthTripartiteMutation } from '../api';
import { DocumentActions } from './document-actions';
import { ReadAndSign } from './read-and-sign';
import { SignatureRecord } from './signature-record';
import { useApp } from '@/components/ui/app-feedback';

export interface FrameworkAgreementViewProps {
  /** A version to show; the current one to sign when absent. */
  agreementId?: string;
  /** Where to go back to once signed (the task whose order was refused), an in-app path. */
  returnTo?: string;
  listHref: string;
}

/** An in-app path only: never another origin (`//host`, `https:`), so the link cannot lead anywhere else. */
export const safeReturnTo = (value: string | null | undefined) =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : undefined;

/** The framework agreement filled for the supplier: read, consent, sign (or the tripartite re-signing), then back. */
export function FrameworkAgreementView({ agreementId, returnTo, listHref }: FrameworkAgreementViewProps) {
  const { message } = useApp();
  const state = useCheckSignQuery(undefined, { skip: Boolean(agreementId) });
  // The version to sign stays on screen once signed (check_sign then answers "signed", without an id).
  const [pinned, setPinned] = useState<string | undefined>(undefined);
  if (state.data?.agreementId && state.data.agreementId !== pinned) setPinned(state.data.agreementId);
  const id = agreementId ?? pinned ?? state.data?.agreementId;
  const detail = useFilledDetailQuery({ agreementId: id ?? '' }, { skip: !id });
  const [sign, signing] = useAgreementSigningMutation();
  const [tripartite, signingTripartite] = useUpgradeAuthTripartiteMutation();
  const back = returnTo && (
    <Link to={returnTo}>
      <LightButton variant="primary">返回任务继续接单</LightButton>
    </Link>
  );

  if (!id) {
    if (state.isError) return <QueryError onRetry={state.refetch} retrying={state.isFetching} />;
    if (state.isLoading) return <LightSkeleton />;
    if (state.data?.signed)
      return (
        <Result
          status="success"
          title="您已签署最新版框架协议"
          extra={[
            back,
            <Link key="list" to={listHref}>
              查看协议列表
            </Link>,
          ]}
        />
      );
  }
  const a = detail.data;
  const onSign = async () => {
    if (!a) return;
    const input = { agreementId: a.agreementId, textHash: a.textHash };
    await (a.mode === 'tripartite' ? tripartite(input) : sign(input)).unwrap();
    message.success('框架协议已签署');
  };

  return (
    <QueryState
      loading={detail.isLoading || !id}
      error={detail.isError}
      onRetry={detail.refetch}
      retrying={detail.isFetching}
      errorText="协议加载失败"
    >
      {a && (
        <>
          {a.mode === 'tripartite' && !a.signed && (
            <LightAlert
              type="info"
              showIcon
              className="contract-meta"
              message="您已由个人认证升级为企业认证，请以企业身份签署三方协议，原个人签署不再作为企业的签署。"
            />
          )}
          {!a.current && (
            <LightAlert type="warning" showIcon className="contract-meta" message={`这是第 ${a.version} 版，已有更新的版本`} />
          )}
          <ReadAndSign
            html={a.html}
            signed={a.signed || !a.current}
            documentName={a.title}
            onSign={onSign}
            signing={signing.isLoading || signingTripartite.isLoading}
            signedFooter={(clean) =>
              a.signature && (
                <>
                  <SignatureRecord record={a.signature} party={`${a.party.name}（${PARTY_TYPE_LABELS[a.party.type]}）`} />
                  <div className="agreement-actions">
                    <DocumentActions
                      title={`${a.title}（第 ${a.version} 版）`}
                      cleanHtml={clean}
                      record={a.signature}
                      party={a.party.name}
                    />
                  </div>
                  {back && <div className="agreement-actions no-print">{back}</div>}
                </>
              )
            }
          />
        </>
      )}
    </QueryState>
  );
}
