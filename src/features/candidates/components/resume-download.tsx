import { useState } from 'react';
import { Button } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { files } from '@contract/index';
import { downloadCall } from '@/lib/http';
import { saveBlob } from '@/lib/file-check';
import { FILE_PATHS } from '@contract/files.meta';

type Download = typeof files.downloadFile;

/** Downloads the candidate's resume as an attachment (only the owning supplier gets it). */
export function ResumeDownload({ fileId, name }: { fileId: string; name: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await downloadCall(
        { path: FILE_PATHS.downloadFile satisfies Download['path'], method: 'GET' },
        { fileId },
        `${name}的简历`,
      );
      saveBlob(blob, fileName);
    } catch {
      // Told by the http layer.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="link" size="small" icon={<PaperClipOutlined />} loading={busy} onClick={run}>
      下载简历
    </Button>
  );
}
