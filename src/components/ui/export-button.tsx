import { useState } from 'react';
import { LightButton } from '@/components/light/button';
import { LightIcon } from '@/components/light/icon';
import { DownloadOutlined } from '@/components/light/icons/download-outlined';
import { saveBlob } from '@/lib/file-check';
import { downloadCall } from '@/lib/http';
import { useApp } from './app-feedback';

export interface ExportButtonProps {
  /** The gateway path of the export (the body is the file; a refusal is the envelope, told by the http layer). */
  path: string;
  /** The list's filters and sort, as the list sends them (without the page). */
  payload: object;
  fileName: string;
  disabled?: boolean;
  label?: string;
}

/** 「导出 Excel」 for a list: the gateway writes the .xlsx (exceljs never comes to the browser). */
export function ExportButton({ path, payload, fileName, disabled, label = '导出 Excel' }: ExportButtonProps) {
  const { message } = useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await downloadCall({ path }, payload, fileName);
      saveBlob(file.blob, file.fileName);
      message.success('导出成功');
    } catch {
      // Told by the http layer.
    } finally {
      setBusy(false);
    }
  };
  return (
    <LightButton icon={<LightIcon icon={DownloadOutlined} />} loading={busy} disabled={disabled} onClick={run}>
      {label}
    </LightButton>
  );
}
