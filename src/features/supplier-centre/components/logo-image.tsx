import { useEffect, useState } from 'react';
import { preloadableLazy, withAntdScope } from '@/components/ui/lazy-screen';
import { OnceOpened } from '@/components/ui/once-opened';
import type { LogoPreviewProps } from './logo-preview';
import type { files } from '@contract/index';
import { FILE_PATHS } from '@contract/files.meta';
import { downloadCall } from '@/lib/http';

type Download = typeof files.downloadFile;

/** The preview (antd's) comes with the first click on the logo, fetched as the pointer or the focus reaches it. */
const LogoPreview = preloadableLazy(withAntdScope<LogoPreviewProps>(() => import('./logo-preview')));
const preload = () => void LogoPreview.preload();

/**
 * The supplier's logo. Files are served only with the session's token, which an `<img src>` cannot send, so
 * the bytes come through the http client and show from an object URL (released when the logo changes).
 */
export function LogoImage({ fileId, size = 96 }: { fileId: string | null; size?: number }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [previewing, setPreviewing] = useState(false);

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

  if (!fileId)
    return (
      <div className="logo-placeholder" style={{ width: size, height: size }}>
        暂无 Logo
      </div>
    );
  if (failed)
    return (
      <div className="logo-placeholder" style={{ width: size, height: size }}>
        Logo 加载失败
      </div>
    );
  if (!url) return <div className="logo-placeholder" style={{ width: size, height: size }} aria-busy="true" />;
  return (
    <>
      <button
        type="button"
        className="logo-image"
        style={{ width: size, height: size }}
        aria-label="预览企业 Logo"
        onClick={() => setPreviewing(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <img src={url} alt="企业 Logo" width={size} height={size} />
        <span className="logo-image-mask" aria-hidden="true">
          预览
        </span>
      </button>
      <OnceOpened open={previewing}>
        <LogoPreview src={url} open={previewing} onOpenChange={setPreviewing} />
      </OnceOpened>
    </>
  );
}
