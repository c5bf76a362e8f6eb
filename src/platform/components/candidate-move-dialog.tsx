import { useState } from 'react';
import { DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { CANDIDATE_LIMITS } from '@contract/candidates.meta';
import { PLATFORM_CANDIDATE_MOVE_LABELS } from '@contract/platform/orders.meta';
import type { PlatformCandidateMove } from '@contract/platform/orders.meta';
import type { PlatformCandidate } from '@contract/platform/orders';
import { fromBeijingWallClock } from '@/lib/time';
import { usePlatformCandidateMoveMutation } from '../api/orders';
import { consoleNotify } from '../http/notify';

interface Values {
  interviewAt?: Dayjs;
  interviewPlace?: string;
  hiredOn?: Dayjs;
  reason?: string;
}

interface Props {
  candidate: PlatformCandidate;
  move: PlatformCandidateMove;
  onClose: () => void;
}

/** One move of a candidate, confirmed with what it needs (a time and place, a day, a reason). */
export function CandidateMoveDialog({ candidate, move, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Values>();
  const [send] = usePlatformCandidateMoveMutation();
  const base = { candidateId: candidate.candidateId, from: candidate.status };

  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      if (move === 'interviewed')
        await send({
          ...base,
          to: move,
          interviewAt: fromBeijingWallClock(v.interviewAt!.format('YYYY-MM-DDTHH:mm:00')),
          interviewPlace: v.interviewPlace ?? '',
        }).unwrap();
      else if (move === 'hired') await send({ ...base, to: move, hiredOn: v.hiredOn!.format('YYYY-MM-DD') }).unwrap();
      else if (move === 'rejected') await send({ ...base, to: move, reason: v.reason ?? '' }).unwrap();
      else await send({ ...base, to: move }).unwrap();
      consoleNotify.success(`${candidate.name}：${PLATFORM_CANDIDATE_MOVE_LABELS[move]}`);
      onClose();
    } catch {
      // told by the http layer (a candidate moved by someone else meanwhile: nothing changed)
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={`${PLATFORM_CANDIDATE_MOVE_LABELS[move]}：${candidate.name}`}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ loading: busy, danger: move === 'rejected' }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical">
        {move === 'screened' && <p>确认该候选人初筛通过？供应商会看到状态变化。</p>}
        {move === 'left' && <p>确认该候选人已离职？</p>}
        {move === 'interviewed' && (
          <>
            <Form.Item name="interviewAt" label="面试时间（北京时间）" rules={[{ required: true, message: '请选择面试时间' }]}>
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="interviewPlace" label="面试地点" rules={[{ required: true, whitespace: true, message: '请填写面试地点' }]}>
              <Input maxLength={200} />
            </Form.Item>
          </>
        )}
        {move === 'hired' && (
          <Form.Item name="hiredOn" label="入职日期" rules={[{ required: true, message: '请选择入职日期' }]}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        )}
        {move === 'rejected' && (
          <Form.Item name="reason" label="不合适的原因" rules={[{ required: true, whitespace: true, message: '请填写不合适的原因' }]}>
            <Input.TextArea rows={3} maxLength={CANDIDATE_LIMITS.reasonMax} showCount />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
