import { useEffect, useState } from 'react';
import { platformDownload } from '../http/files';
import { VERIFICATION_IMAGE_PATH } from '../api/suppliers';

/**
 * A licence or ID card image, read with the staff token (a plain <img src> could not send it) and shown from a
 * blob; a click opens it full size in a new tab.
 */
export function VerificationImage({ supplierId, fileId, label }: { supplierId: string; fileId: string; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let gone = false;
    platformDownload(VERIFICATION_IMAGE_PATH, { supplierId, fileId }, label).then(
      ({ blob }) => {
        if (gone) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      () => !gone && setFailed(true),
    );
    return () => {
      gone = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [supplierId, fileId, label]);
  return (
    <figure className="verification-image">
      {url ? (
        <a href={url} target="_blank" rel="noreferrer" title={`查看大图：${label}`}>
          <img src={url} alt={label} />
        </a>
      ) : (
        <span className="verification-image-box">{failed ? '图片无法加载' : '加载中…'}</span>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}
