import { useState } from 'react';
import { Alert, Button, DatePicker, Form, Modal, Upload } from 'antd';
import type { UploadFile } from 'antd';
import type { Dayjs } from 'dayjs';
import { usePlatformSupplierOrdersQuery } from '../api/suppliers';
import { SETTLEMENT_ISSUE_PATH, SETTLEMENT_TEMPLATE_PATH, settlementsApi } from '../api/settlements';
import type { IssueResult } from '../api/settlements';
import { platformDownload, platformUpload, saveFile } from '../http/files';
import { consoleNotify } from '../http/notify';
import { useDispatch } from 'react-redux';
import { OrderSelect } from './order-select';
import { SupplierPicker } from './supplier-picker';

interface Values {
  orderId: string;
  period: [Dayjs, Dayjs];
}

const XLSX = '.xlsx';

/** 出具账单: a supplier's order and period, from an attendance sheet; every bad row is listed at once, nothing issued. */
export function IssueBillDialog({ onClose }: { onClose: () => void }) {
  const [supplierId, setSupplierId] = useState<string | undefined>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<IssueResult['errors']>([]);
  const [form] = Form.useForm<Values>();
  const dispatch = useDispatch();
  // The supplier's orders through the supplier page's read: finance may not list tasks or a task's orders.
  const orders = usePlatformSupplierOrdersQuery({ supplierId: supplierId ?? '', pageNum: 1, pageSize: 100 }, { skip: !supplierId });
  const orderId = Form.useWatch('orderId', form);

  const template = async () => {
    try {
      saveFile(await platformDownload(SETTLEMENT_TEMPLATE_PATH, orderId ? { orderId } : {}, '考勤表模板.xlsx'));
    } catch {
      // told by the http layer
    }
  };

  const submit = async () => {
    const v = await form.validateFields();
    const file = files[0]?.originFileObj;
    if (!file) {
      consoleNotify.error('请选择考勤表（.xlsx）');
      return;
    }
    const body = new FormData();
    body.append('orderId', v.orderId);
    body.append('from', v.period[0].format('YYYY-MM-DD'));
    body.append('to', v.period[1].format('YYYY-MM-DD'));
    body.append('file', file);
    setBusy(true);
    setProblems([]);
    try {
      const result = (await platformUpload(SETTLEMENT_ISSUE_PATH, body)) as IssueResult;
      if (!result.ok) {
        setProblems(result.errors);
        return;
      }
      consoleNotify.success(`账单已出具，共 ${result.settlement?.lineCount ?? 0} 条明细`);
      dispatch(settlementsApi.util.invalidateTags(['Settlement', 'Audit']));
      onClose();
    } catch {
      // told by the http layer
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title="出具账单"
      okText="出具账单"
      cancelText="取消"
      width={640}
      okButtonProps={{ loading: busy }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical">
        <Form.Item label="供应商" required>
          <SupplierPicker value={supplierId} onChange={(next) => (setSupplierId(next), form.setFieldValue('orderId', undefined))} />
        </Form.Item>
        <Form.Item name="orderId" label="供应商的订单" rules={[{ required: true, message: '请选择订单' }]}>
          <OrderSelect
            from={{ chosen: !!supplierId, choose: '请先选择供应商', none: '该供应商还没有订单' }}
            fetching={orders.isFetching}
            options={(orders.data?.list ?? []).map((o) => ({
              value: o.orderId,
              label: `${o.taskTitle}（订单 ${o.orderId}，已入职 ${o.candidateCounts.hired} 人）`,
            }))}
          />
        </Form.Item>
        <Form.Item name="period" label="结算周期" rules={[{ required: true, message: '请选择结算周期' }]}>
          <DatePicker.RangePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="考勤表（.xlsx）" required>
          <Upload
            accept={XLSX}
            maxCount={1}
            fileList={files}
            beforeUpload={() => false}
            onChange={({ fileList }) => setFiles(fileList.slice(-1))}
          >
            <Button>选择文件</Button>
          </Upload>
          <Button type="link" onClick={() => void template()}>
            下载考勤表模板{orderId ? '（含该订单的已入职人员）' : ''}
          </Button>
        </Form.Item>
      </Form>
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={`考勤表有 ${problems.length} 处问题，账单未出具；请修改后重新上传`}
          description={
            <ul className="issue-problems">
              {problems.map((p, i) => (
                <li key={i}>
                  第 {p.row} 行{p.column ? `「${p.column}」` : ''}：{p.message}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </Modal>
  );
}
