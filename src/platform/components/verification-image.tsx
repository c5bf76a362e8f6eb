import { useEffect, useState } from 'react';
import { Image, Skeleton } from 'antd';
import { platformDownload } from '../http/files';
import { VERIFICATION_IMAGE_PATH } from '../api/suppliers';

/** A licence or ID card image, read with the staff token (a plain <img> could not send it) and shown from a blob. */
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
      {url ? <Image src={url} alt={label} width={160} /> : failed ? <span>图片无法加载</span> : <Skeleton.Image active />}
      <figcaption>{label}</figcaption>
    </figure>
  );
}
