import { useState } from 'react';
import type { settlements } from '@contract/index';
import { SETTLEMENT_PATHS } from '@contract/settlements.meta';
import { LightButton } from '@/components/light/button';
import { LightIcon } from '@/components/light/icon';
import { DownloadOutlined } from '@/components/light/icons/download-outlined';
import { saveBlob } from '@/lib/file-check';
import { downloadCall } from '@/lib/http';
import { useApp } from '@/components/ui/app-feedback';

type Export = typeof settlements.settlementExport;

/** The bill as .xlsx with its lines and totals, made by the gateway (exceljs never comes to the browser). */
export function SettlementExportButton({ settlementId, onExported }: { settlementId: string; onExported?: () => void }) {
  const { message } = useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await downloadCall(
        { path: SETTLEMENT_PATHS.export satisfies Export['path'] },
        { settlementId },
        `结算单-${settlementId}.xlsx`,
      );
      saveBlob(blob, fileName);
      message.success('导出成功');
      onExported?.();
    } catch {
      // Told by the http layer.
    } finally {
      setBusy(false);
    }
  };
  return (
    <LightButton icon={<LightIcon icon={DownloadOutlined} />} loading={busy} onClick={run}>
      导出 Excel
    </LightButton>
  );
}
