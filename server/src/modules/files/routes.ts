import * as files from '@contract/files';
import { file, type RouteEntry } from '../../http/operation';
import { downloadFile } from './service';

export const fileRoutes: RouteEntry[] = [file(files.downloadFile, downloadFile)];
