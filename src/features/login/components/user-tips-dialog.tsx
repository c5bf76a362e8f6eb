import { Modal, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { href } from '@/config/paths';
import { selectShowUserTipsModal, userTipsModalToggled } from '@/lib/state/global-slice';
import { useSharedDispatch, useSharedSelector } from '@/lib/state/hooks';

/** Tips for a user who cannot take orders yet; open while `global.showUserTipsModal` is true (user-tips-modal.tsx). */
export default function UserTipsDialog() {
  const open = useSharedSelector(selectShowUserTipsModal);
  const dispatch = useSharedDispatch();
  const navigate = useNavigate();
  const close = () => dispatch(userTipsModalToggled(false));

  return (
    <Modal
      open={open}
      title="温馨提示"
      okText="去认证"
      cancelText="我知道了"
      onCancel={close}
      onOk={() => {
        close();
        navigate(href('authentication', { menukey: 'company' }));
      }}
    >
      <Typography.Paragraph>您还没有加入任何供应商。完成企业或个人认证后，即可接单、提交候选人并参与结算。</Typography.Paragraph>
    </Modal>
  );
}
