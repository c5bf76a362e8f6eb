import { useRef, useState } from 'react';
import { Alert, Button, Modal, Space, Table, Typography } from 'antd';
import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import type { taskImport } from '@contract/index';
import type { ImportError } from '@contract/task-import';
import { FILE_LIMITS, IMPORT_ACCEPT, UPLOAD_FIELDS } from '@contract/files.meta';
import { IMPORT_COLUMNS, IMPORT_TEMPLATE_FILE_NAME, TASK_IMPORT_PATHS } from '@contract/task-import.meta';
import { downloadCall, send } from '@/lib/http';
import type { ResponseOf } from '@/lib/http/types';
import { fileProblem, saveBlob } from '@/lib/file-check';
import { candidatesApi } from '../api';
import { useSharedDispatch } from '@/lib/state/hooks';
import { useApp } from '@/components/ui/app-feedback';

type Batch = typeof taskImport.taskBatch;
type Import = typeof taskImport.taskImport;
type Errors = typeof taskImport.taskImportErrors;

const RULE = { extensions: ['.xlsx'], maxBytes: FILE_LIMITS.importMaxBytes, kindsLabel: 'Excel（.xlsx）' } as const;

/** Candidates from a spreadsheet: the template, then the filled file; all rows go in, or the errors by row and column. */
export function BatchImportModal({ open, orderId, onClose }: { open: boolean; orderId: string; onClose: () => void }) {
  const { message } = useApp();
  const dispatch = useSharedDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'template' | 'import' | 'skip' | 'annotated' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<ImportError[]>([]);
  // The file the errors are about: imported again without its bad rows, or given back annotated.
  const [lastFile, setLastFile] = useState<File | null>(null);
  const badRows = new Set(errors.filter((e) => e.row > 1).map((e) => e.row)).size;
  const sheetProblem = errors.some((e) => e.row <= 1);

  const template = async () => {
    setBusy('template');
    try {
      const { blob, fileName } = await downloadCall(
        { path: TASK_IMPORT_PATHS.taskBatch satisfies Batch['path'] },
        {},
        IMPORT_TEMPLATE_FILE_NAME,
      );
      saveBlob(blob, fileName);
    } catch {
      // Told by the http layer.
    } finally {
      setBusy(null);
    }
  };
  const formOf = (file: File, skipInvalid = false) => {
    const body = new FormData();
    body.append(UPLOAD_FIELDS.orderId, orderId);
    if (skipInvalid) body.append('skipInvalid', 'true');
    body.append(UPLOAD_FIELDS.file, file, file.name);
    return body;
  };
  const upload = async (file: File | undefined, skipInvalid = false) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setErrors([]);
    setProblem(fileProblem(file, RULE));
    if (fileProblem(file, RULE)) return;
    setBusy(skipInvalid ? 'skip' : 'import');
    try {
      const result = (await send(
        { path: TASK_IMPORT_PATHS.taskImport satisfies Import['path'] },
        formOf(file, skipInvalid),
      )) as ResponseOf<Import>;
      if (!result.ok) {
        setLastFile(file);
        setErrors(result.errors);
        return;
      }
      dispatch(candidatesApi.util.invalidateTags(['Candidate']));
      if (result.errors.length) {
        const skipped = new Set(result.errors.map((e) => e.row)).size;
        message.success(`已导入 ${result.imported} 名候选人，跳过 ${skipped} 行有问题的数据`);
      } else message.success(`已导入 ${result.imported} 名候选人`);
      close();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '导入失败');
    } finally {
      setBusy(null);
    }
  };
  const close = () => {
    setErrors([]);
    setProblem(null);
    setLastFile(null);
    onClose();
  };
  const annotated = async () => {
    if (!lastFile) return;
    setBusy('annotated');
    try {
      const fallback = `${lastFile.name.replace(/\.xlsx$/i, '')}-错误标注.xlsx`;
      const { blob, fileName } = await downloadCall(
        { path: TASK_IMPORT_PATHS.taskImportErrors satisfies Errors['path'] },
        formOf(lastFile),
        fallback,
      );
      saveBlob(blob, fileName);
    } catch {
      // Told by the http layer.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal open={open} title="批量导入候选人" onCancel={close} footer={null} width={680} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>
          1. 下载模板，按列填写：{IMPORT_COLUMNS.map((c) => `${c.header}${c.required ? '（必填）' : ''}`).join('、')}。
          <br />
          2. 上传填好的 .xlsx 文件（不超过 5
          MB）。每一行都按添加候选人的规则检查，有错误时整份不导入：可下载标注了错误的表格修改后重新上传，或跳过有问题的行只导入其余行。
        </Typography.Paragraph>
        <Space>
          <Button icon={<DownloadOutlined />} loading={busy === 'template'} onClick={template}>
            下载模板
          </Button>
          <input
            ref={input}
            type="file"
            accept={IMPORT_ACCEPT}
            hidden
            aria-label="选择导入文件"
            onChange={(e) => upload(e.target.files?.[0])}
          />
          <Button type="primary" icon={<FileExcelOutlined />} loading={busy === 'import'} onClick={() => input.current?.click()}>
            上传并导入
          </Button>
        </Space>
        {problem && <Alert type="error" showIcon title={problem} />}
        {errors.length > 0 && (
          <>
            <Alert type="error" showIcon title={`发现 ${errors.length} 处问题，未导入任何候选人，请修改后重新上传`} />
            {lastFile && (
              <Space wrap>
                <Button icon={<DownloadOutlined />} loading={busy === 'annotated'} onClick={annotated}>
                  下载标注错误的表格
                </Button>
                {!sheetProblem && (
                  <Button loading={busy === 'skip'} onClick={() => upload(lastFile, true)}>
                    跳过 {badRows} 行有问题的数据，导入其余行
                  </Button>
                )}
              </Space>
            )}
            <Table<ImportError>
              size="small"
              rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
              dataSource={errors}
              pagination={errors.length > 10 ? { pageSize: 10 } : false}
              columns={[
                { title: '行', dataIndex: 'row', width: 60 },
                { title: '列', dataIndex: 'column', width: 110, render: (c: string) => c || '整行' },
                { title: '问题', dataIndex: 'message' },
              ]}
            />
          </>
        )}
      </Space>
    </Modal>
  );
}
