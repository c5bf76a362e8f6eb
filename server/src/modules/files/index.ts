/** The files module: stored uploads (bytea), type sniffing, safe names, multipart reading, the download. */
export { fileRoutes } from './routes';
export {
  createFileService,
  fileNotFound,
  supplierFileAnswer,
  type FileFacts,
  type FilePurpose,
  type FileReadRule,
  type FileService,
  type StoreFileInput,
} from './service';
export { isPlainText, sniffType, PLAIN_TEXT, type SniffedType } from './sniff';
export { safeFileName, attachmentDisposition } from './safe-name';
export {
  readUploads,
  refuseOversizedRequest,
  registerUploadEndpoint,
  uploadScope,
  type Upload,
  type UploadedFile,
  type UploadLimits,
} from '../../http/uploads';
export { insertFile, type NewStoredFile } from './repo';
