import { LightButton } from '@/components/light/button';
import { useExitSubjectMutation } from '../api';
import { useMembershipRefresh } from '../use-membership-refresh';
import { useApp } from '@/components/ui/app-feedback';

/** A member leaves the supplier after a confirmation (the administrator transfers the role first). */
export function ExitButton({ supplierName }: { supplierName: string }) {
  const { modal, message } = useApp();
  const [exit] = useExitSubjectMutation();
  const refresh = useMembershipRefresh();
  const confirm = () =>
    modal.confirm({
      title: `确定退出「${supplierName}」吗？`,
      content: '退出后您将无法再查看该企业的订单、候选人和结算，如需重新加入请联系企业管理员邀请。',
      okText: '确定退出',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await exit().unwrap();
          message.success('您已退出企业');
          await refresh();
        } catch {
          // Toasted by the http layer.
        }
      },
    });
  return (
    <LightButton danger onClick={confirm}>
      退出企业
    </LightButton>
  );
}
