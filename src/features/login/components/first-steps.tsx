import { useState } from 'react';
import { Button, Card, Col, Input, Row, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { href } from '@/config/paths';

/** The invitation code of a pasted activation link (…/accountActivation?code=…), or the text itself when it is a code. */
export function inviteCodeOf(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  try {
    const code = new URL(value, window.location.origin).searchParams.get('code');
    if (code) return code.trim();
  } catch {
    // Not a link: a bare code.
  }
  return /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : null;
}

/**
 * What a user who belongs to no supplier yet sees on the workbench instead of figures they do not have: one
 * choice — found a supplier by getting verified, or join one by the invitation its administrator sent.
 */
export function FirstSteps() {
  const navigate = useNavigate();
  const [link, setLink] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const join = () => {
    const code = inviteCodeOf(link);
    if (!code) {
      setProblem('请粘贴管理员发给您的完整邀请链接');
      return;
    }
    navigate(`${href('accountActivation')}?code=${encodeURIComponent(code)}`);
  };
  return (
    <section className="first-steps" aria-labelledby="first-steps-title">
      <Typography.Title level={3} id="first-steps-title">
        开始使用：您还没有加入供应商
      </Typography.Title>
      <Typography.Paragraph type="secondary">选择一种方式开始。加入或创建供应商后，即可接单、推荐候选人并查看结算。</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card title="创建供应商" className="first-steps-card">
            <Typography.Paragraph>
              您是企业负责人或个人经营者：提交营业执照（或身份证）完成认证，您将成为该供应商的管理员，审核通过后即可接单。
            </Typography.Paragraph>
            <Space wrap>
              <Button type="primary" onClick={() => navigate(href('authentication', { menukey: 'company' }))}>
                企业认证
              </Button>
              <Button onClick={() => navigate(href('authentication', { menukey: 'person' }))}>个人认证</Button>
            </Space>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title="加入已有供应商" className="first-steps-card">
            <Typography.Paragraph>
              您的企业已在平台认证：请管理员在「个人中心 → 成员管理」邀请您的手机号，打开收到的邀请链接即可加入；也可以把链接粘贴在这里。
            </Typography.Paragraph>
            <Space.Compact style={{ width: '100%' }}>
              <Input
                aria-label="邀请链接"
                placeholder="粘贴邀请链接"
                value={link}
                status={problem ? 'error' : undefined}
                onChange={(e) => {
                  setLink(e.target.value);
                  setProblem(null);
                }}
                onPressEnter={join}
              />
              <Button type="primary" onClick={join}>
                加入
              </Button>
            </Space.Compact>
            {problem && (
              <Typography.Text type="danger" role="alert">
                {problem}
              </Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
    </section>
  );
}
