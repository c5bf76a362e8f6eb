import { Empty, Menu } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { href, paths } from '@/config/paths';
import { PageFrame } from '@/components/ui/page-frame';
import { CollectionList } from '@/features/tasks/collections';
import { PhoneChange } from '@/features/user';
import { lazyScreen } from '@/components/ui/lazy-screen';
import { useSharedSelector } from '@/lib/state/hooks';

/** 操作记录 carries the shared table: its own chunk, loaded when the section opens. */
const AuditLog = lazyScreen(() => import('@/features/user/audit').then((m) => ({ default: m.AuditLog })));

const sections = [
  { key: 'info', label: '基本信息' },
  { key: 'collection', label: '我的收藏' },
  { key: 'members', label: '成员管理' },
  { key: 'bank', label: '银行信息' },
  { key: 'taskRemind', label: '任务提醒' },
  { key: 'account', label: '账号安全' },
  { key: 'audit', label: '操作记录', adminOnly: true },
];

export default function MyUserInfoScreen() {
  const { menukey = 'info' } = useParams();
  const navigate = useNavigate();
  const isAdmin = useSharedSelector((state) => Boolean(state.global.supplierId) && state.global.isMain);
  const visible = sections.filter((s) => !s.adminOnly || isAdmin).map(({ key, label }) => ({ key, label }));
  return (
    <PageFrame title="个人中心" breadcrumb={[{ title: '首页', to: paths.home }, { title: '个人中心' }]}>
      <div className="side-menu-frame">
        <Menu
          mode="inline"
          selectedKeys={[menukey]}
          items={visible}
          onClick={({ key }) => navigate(href('myUserInfo', { menukey: key }))}
          className="side-menu"
        />
        {menukey === 'collection' ? (
          <div className="side-menu-main">
            <CollectionList />
          </div>
        ) : menukey === 'account' ? (
          <div className="side-menu-main">
            <PhoneChange />
          </div>
        ) : menukey === 'audit' && isAdmin ? (
          <div className="side-menu-main">
            <AuditLog />
          </div>
        ) : (
          <Empty className="side-menu-content" description="暂无数据" />
        )}
      </div>
    </PageFrame>
  );
}
