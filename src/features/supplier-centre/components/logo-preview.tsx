import { Image } from 'antd';

export interface LogoPreviewProps {
  src: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** antd's image preview (zoom, rotate, Esc to close) for the logo: loaded on the first click on it (logo-image.tsx). */
export default function LogoPreview({ src, open, onOpenChange }: LogoPreviewProps) {
  return <Image.PreviewGroup items={[{ src, alt: '企业 Logo' }]} preview={{ open, onOpenChange: (next) => onOpenChange(next) }} />;
}
