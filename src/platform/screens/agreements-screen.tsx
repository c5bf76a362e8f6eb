import { Suspense, useState } from 'react';
import { LightButton } from '@/components/light/button';
import { lazyAntd } from '../components/lazy-antd';
import { useMay } from '../app/use-may';

const version = lazyAntd(async () => (await import('../components/agreement-dialogs')).PublishVersionDialog);
const contract = lazyAntd(async () => (await import('../components/agreement-dialogs')).PartialContractDialog);

/** 协议: a new framework agreement version, and a partial contract for one supplier's order. */
export function AgreementsScreen() {
  const may = useMay();
  const [open, setOpen] = useState<'version' | 'contract' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <h1>协议</h1>
      {may('platformAgreementPublish') && (
        <section className="console-section" aria-labelledby="agreement-version">
          <h2 id="agreement-version" className="console-subtitle">
            框架协议
          </h2>
          <p>发布新版本后，每个供应商都需重新签署才能继续接单。</p>
          <LightButton variant="primary" onPointerEnter={version.preload} onFocus={version.preload} onClick={() => setOpen('version')}>
            发布新版本
          </LightButton>
        </section>
      )}
      {may('platformPartialContractCreate') && (
        <section className="console-section" aria-labelledby="agreement-contract">
          <h2 id="agreement-contract" className="console-subtitle">
            订单合同
          </h2>
          <p>为某个供应商的订单创建合同，由其管理员在线签署。</p>
          <LightButton onPointerEnter={contract.preload} onFocus={contract.preload} onClick={() => setOpen('contract')}>
            创建合同
          </LightButton>
        </section>
      )}
      <Suspense fallback={null}>
        {open === 'version' && <version.Dialog onClose={close} />}
        {open === 'contract' && <contract.Dialog onClose={close} />}
      </Suspense>
    </>
  );
}
