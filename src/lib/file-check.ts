/** What the client checks before uploading; the server decides again by the file's bytes. */
export interface FileRule {
  /** Lower-case extensions with the dot, e.g. ['.pdf', '.docx']. */
  extensions: readonly string[];
  maxBytes: number;
  /** How the kinds are named in messages, e.g. 'PDF、DOCX 或 TXT'. */
  kindsLabel: string;
}

export const MB = 1024 * 1024;

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** Why the file cannot go, in Chinese, or null when it may. */
export function fileProblem(file: Pick<File, 'name' | 'size'>, rule: FileRule): string | null {
  if (!rule.extensions.includes(extensionOf(file.name))) return `「${file.name}」不是 ${rule.kindsLabel} 文件`;
  if (file.size === 0) return `「${file.name}」是空文件`;
  if (file.size > rule.maxBytes) return `「${file.name}」超过 ${Math.round(rule.maxBytes / MB)} MB，请压缩后再上传`;
  return null;
}

/** Saves a Blob under a name through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
