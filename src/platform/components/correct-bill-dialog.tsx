import { useEffect, useState } from 'react';
import { Input, InputNumber, Modal, Skeleton, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { SETTLEMENT_LIMITS } from '@contract/settlements.meta';
import { fenToYuanFixed } from '@/lib/money';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { usePlatformSettlementCorrectMutation, usePlatformSettlementDetailQuery } from '../api/settlements';
import { consoleNotify } from '../http/notify';

interface Line {
  candidateId: string;
  candidateName: string;
  unitLabel: string;
  unitPrice: number;
  disputed: boolean;
  quantity: number | null;
  /** Yuan, as typed. */
  deductionYuan: number | null;
  deductionReason: string;
  original: { quantity: number; deduction: number };
}

/** 出具更正账单: the disputed bill's lines, edited; the corrected bill replaces it and the supplier sees what changed. */
export function CorrectBillDialog({ settlementId, onClose }: { settlementId: string; onClose: () => void }) {
  const [lines, setLines] = useState<Line[]>([]);
  const [busy, setBusy] = useState(false);
  const detail = usePlatformSettlementDetailQuery({ settlementId });
  const phone = useMediaQuery(PHONE_QUERY);
  const [correct] = usePlatformSettlementCorrectMutation();
  useEffect(() => {
    if (!detail.data) return;
    setLines(
      detail.data.lines.map((l) => ({
        candidateId: l.candidateId,
        candidateName: l.candidateName,
        unitLabel: l.unitLabel,
        unitPrice: l.unitPrice,
        disputed: l.disputed,
        quantity: l.quantity,
        deductionYuan: l.deduction / 100,
        deductionReason: l.deductionReason ?? '',
        original: { quantity: l.quantity, deduction: l.deduction },
      })),
    );
  }, [detail.data]);
  const edit = (index: number, patch: Partial<Line>) => setLines((all) => all.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  const total = lines.reduce((sum, l) => sum + Math.round((l.quantity ?? 0) * l.unitPrice) - Math.round((l.deductionYuan ?? 0) * 100), 0);

  const submit = async () => {
    if (lines.some((l) => l.quantity === null)) {
      consoleNotify.error('每条明细都要填写数量');
      return;
    }
    setBusy(true);
    try {
      await correct({
        settlementId,
        lines: lines.map((l) => ({
          candidateId: l.candidateId,
          quantity: l.quantity ?? 0,
          deduction: Math.round((l.deductionYuan ?? 0) * 100),
          deductionReason: l.deductionReason.trim() || undefined,
        })),
      }).unwrap();
      consoleNotify.success('已出具更正账单，供应商会看到更正的内容');
      onClose();
    } catch {
      // told by the http layer
    } finally {
      setBusy(false);
    }
  };

  const quantityInput = (l: Line, i: number) => (
    <InputNumber
      aria-label={`${l.candidateName}的数量`}
      min={0}
      max={SETTLEMENT_LIMITS.quantityMax}
      precision={2}
      value={l.quantity}
      onChange={(v) => edit(i, { quantity: v })}
    />
  );
  const deductionInput = (l: Line, i: number) => (
    <InputNumber
      aria-label={`${l.candidateName}的扣款`}
      min={0}
      precision={2}
      value={l.deductionYuan}
      onChange={(v) => edit(i, { deductionYuan: v })}
    />
  );
  const reasonInput = (l: Line, i: number) => (
    <Input
      aria-label={`${l.candidateName}的扣款原因`}
      maxLength={SETTLEMENT_LIMITS.deductionReasonMax}
      value={l.deductionReason}
      onChange={(e) => edit(i, { deductionReason: e.target.value })}
    />
  );
  const nameOf = (l: Line) =>
    l.disputed ? (
      <>
        {l.candidateName} <Tag color="orange">有异议</Tag>
      </>
    ) : (
      l.candidateName
    );
  const priceOf = (l: Line) => `${fenToYuanFixed(l.unitPrice)} ${l.unitLabel}`;

  const columns: TableColumnsType<Line> = [
    { title: '候选人', dataIndex: 'candidateName', render: (_, l) => nameOf(l) },
    { title: '单价（元）', key: 'price', render: (_, l) => priceOf(l) },
    { title: '数量', key: 'quantity', render: (_, l, i) => quantityInput(l, i) },
    { title: '扣款（元）', key: 'deduction', render: (_, l, i) => deductionInput(l, i) },
    { title: '扣款原因', key: 'reason', render: (_, l, i) => reasonInput(l, i) },
  ];
  // On a phone a line is a card: five columns of inputs would scroll sideways inside the dialog.
  const cards = (
    <ul className="correct-lines">
      {lines.map((l, i) => (
        <li key={l.candidateId} className="correct-line">
          <p className="correct-line-head">
            <strong>{nameOf(l)}</strong>
            <span>单价 {priceOf(l)}</span>
          </p>
          <div className="correct-line-fields">
            <label>
              <span>数量</span>
              {quantityInput(l, i)}
            </label>
            <label>
              <span>扣款（元）</span>
              {deductionInput(l, i)}
            </label>
            <label className="correct-line-reason">
              <span>扣款原因</span>
              {reasonInput(l, i)}
            </label>
          </div>
        </li>
      ))}
    </ul>
  );

  return (
    <Modal
      open
      title="出具更正账单"
      okText="出具更正账单"
      cancelText="取消"
      width={900}
      okButtonProps={{ loading: busy, disabled: !lines.length }}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      {detail.isLoading ? (
        <Skeleton active />
      ) : (
        <>
          {detail.data?.disputeReason && <p>供应商的异议：{detail.data.disputeReason}</p>}
          {phone ? (
            cards
          ) : (
            <Table
              rowKey="candidateId"
              size="small"
              columns={columns}
              dataSource={lines}
              pagination={false}
              scroll={{ x: 'max-content', y: 400 }}
            />
          )}
          <p className="correct-total">
            更正后合计：<strong>{fenToYuanFixed(total)} 元</strong>（原合计 {fenToYuanFixed(detail.data?.totalAmount ?? 0)} 元）
          </p>
        </>
      )}
    </Modal>
  );
}
