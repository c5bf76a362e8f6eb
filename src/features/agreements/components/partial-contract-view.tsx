import { LightDescriptions } from '@/components/light/descriptions';
import { LightSpace } from '@/components/light/space';
import { LightTag } from '@/components/light/tag';
import { LightTitle } from '@/components/light/text';
import { QueryState } from '@/components/ui/query-state';
import { usePartialHtmlQuery, usePartialSigningMutation } from '../api';
import { DocumentActions } from './document-actions';
import { ReadAndSign } from './read-and-sign';
import { SignatureRecord, signedTime } from './signature-record';
import { useApp } from '@/components/ui/app-feedback';

/** A partial contract of an order: read it to the end, consent, sign; afterwards the record, print and save. */
export function PartialContractView({ agreementId, mainId }: { agreementId: string; mainId: string }) {
  const { message } = useApp();
  const query = usePartialHtmlQuery({ agreementId, mainId });
  const [sign, signing] = usePartialSigningMutation();
  const contract = query.data;

  const onSign = async () => {
    await sign({ agreementId, mainId, textHash: contract?.textHash }).unwrap();
    message.success('合同已签署');
  };

  return (
    <QueryState
      loading={query.isLoading}
      error={query.isError && (query.error ?? true)}
      onRetry={query.refetch}
      retrying={query.isFetching}
      errorText="合同加载失败"
    >
      {contract && (
        <ReadAndSign
          html={contract.html}
          signed={contract.signed}
          documentName={contract.title}
          onSign={onSign}
          signing={signing.isLoading}
          heading={
            <div className="contract-meta">
              <LightSpace align="center">
                <LightTitle level={4} className="contract-title">
                  {contract.title}
                </LightTitle>
                <LightTag color={contract.signed ? 'green' : 'orange'}>{contract.signed ? '已签署' : '待签署'}</LightTag>
              </LightSpace>
              <LightDescriptions
                size="small"
                column={3}
                items={[
                  { key: 'order', label: '订单号', children: contract.orderId },
                  { key: 'task', label: '任务', children: contract.taskTitle },
                  { key: 'created', label: '发起时间', children: signedTime(contract.createdAt) },
                ]}
              />
            </div>
          }
          signedFooter={(clean) =>
            contract.signature && (
              <>
                <SignatureRecord record={contract.signature} />
                <div className="agreement-actions">
                  <DocumentActions title={contract.title} cleanHtml={clean} record={contract.signature} />
                </div>
              </>
            )
          }
        />
      )}
    </QueryState>
  );
}
