import { useEffect, useState } from 'react';
import { Image } from 'antd';
import type { files } from '@contract/index';
import { FILE_PATHS } from '@contract/files.meta';
import { downloadCall } from '@/lib/http';

type Download = typeof files.downloadFile;

/**
 * The supplier's logo. Files are served only with the session's token, which an `<img src>` cannot send, so
 * the bytes come through the http client and show from an object URL (released when the logo changes).
 */
export function LogoImage({ fileId, size = 96 }: { fileId: string | null; size?: number }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!fileId) return undefined;
    let objectUrl: string | null = null;
    let cancelled = false;
    setFailed(false);
    downloadCall({ path: FILE_PATHS.downloadFile satisfies Download['path'], method: 'GET' }, { fileId }, 'logo')
      .then(({ blob }) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [fileId]);

  if (!fileId) return <div className="logo-placeholder" style={{ width: size, height: size }}>暂无 Logo</div>;
  if (failed) return <div className="logo-placeholder" style={{ width: size, height: size }}>Logo 加载失败</div>;
  if (!url) return <div className="logo-placeholder" style={{ width: size, height: size }} aria-busy="true" />;
  return <Image src={url} alt="企业 Logo" width={size} height={size} style={{ objectFit: 'contain' }} />;
}
