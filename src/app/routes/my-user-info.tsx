import { Suspense, type ReactNode } from 'react';
import { Empty, Menu, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { href, paths } from '@/config/paths';
import { lazyScreen } from '@/components/ui/lazy-screen';
import { PageFrame } from '@/components/ui/page-frame';
import { useSharedSelector } from '@/lib/state/hooks';
import { AgreementsSection } from '@/features/agreements';
import { MembersPanel } from '@/features/members';
import { CityCascader } from '@/features/reference';
import { BankAccountList, CompanyProfileSection, type RegionPicker } from '@/features/supplier-centre';
import { CollectionList } from '@/features/tasks/collections';
import { FirstSteps } from '@/features/login/overview';
import { PhoneChange } from '@/features/user';
import { TaskRemindSection } from '../task-remind-section';

/** 操作记录 carries the shared table: its own chunk, loaded when the section opens. */
const AuditLog = lazyScreen(() => import('@/features/user/audit').then((m) => ({ default: m.AuditLog })));
/** 开放接口 (API keys and webhooks) carries the shared table too. */
const OpenApiSection = lazyScreen(() => import('../open-api-section'));

/** The company address's three-level picker (province, city, district) for the profile form. */
const AddressPicker: RegionPicker = ({ value, onChange }) => (
  <CityCascader value={value ?? []} onChange={(codes) => onChange?.(codes)} ariaLabel="所在地区" placeholder="请选择省 / 市 / 区县" />
);

interface Section {
  key: string;
  label: string;
  /** Shown to the supplier's administrator only (the gateway refuses the calls to anyone else). */
  adminOnly?: boolean;
  /** Only a member of a supplier has it (the calls answer E000601 otherwise): a user without one sees the first steps. */
  supplierOnly?: boolean;
  render: (tabKey: string | undefined) => ReactNode;
}

/** The personal centre's sections, in menu order; `menukey` in the path picks one. */
const SECTIONS: Section[] = [
  { key: 'info', supplierOnly: true, label: '基本信息', render: () => <CompanyProfileSection RegionPicker={AddressPicker} /> },
  { key: 'collection', label: '我的收藏', render: () => <CollectionList /> },
  {
    key: 'members',
    supplierOnly: true,
    label: '成员管理',
    render: () => (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <MembersPanel />
      </Suspense>
    ),
  },
  { key: 'bank', supplierOnly: true, label: '银行信息', render: () => <BankAccountList /> },
  { key: 'taskRemind', supplierOnly: true, label: '任务提醒', render: () => <TaskRemindSection /> },
  { key: 'agreements', supplierOnly: true, label: '协议管理', render: (tabKey) => <AgreementsSection tabKey={tabKey} /> },
  { key: 'account', label: '账号安全', render: () => <PhoneChange /> },
  { key: 'audit', label: '操作记录', adminOnly: true, render: () => <AuditLog /> },
  { key: 'openApi', label: '开放接口', adminOnly: true, render: () => <OpenApiSection /> },
];

export default function MyUserInfoScreen() {
  const { menukey = 'info', tabKey } = useParams();
  const navigate = useNavigate();
  const hasSupplier = useSharedSelector((state) => Boolean(state.global.supplierId));
  const isAdmin = useSharedSelector((state) => Boolean(state.global.isMain)) && hasSupplier;
  const visible = SECTIONS.filter((s) => (!s.adminOnly || isAdmin) && (!s.supplierOnly || hasSupplier));
  const section = visible.find((s) => s.key === menukey);
  const needsSupplier = !section && !hasSupplier && SECTIONS.some((s) => s.key === menukey && s.supplierOnly);
  return (
    <PageFrame title="个人中心" breadcrumb={[{ title: '首页', to: paths.home }, { title: '个人中心' }]}>
      <div className="side-menu-frame">
        <Menu
          mode="inline"
          selectedKeys={[menukey]}
          items={visible.map(({ key, label }) => ({ key, label }))}
          onClick={({ key }) => navigate(href('myUserInfo', { menukey: key }))}
          className="side-menu"
        />
        {section ? (
          <div className="side-menu-main">{section.render(tabKey)}</div>
        ) : needsSupplier ? (
          <div className="side-menu-main">
            <FirstSteps />
          </div>
        ) : (
          <Empty className="side-menu-content" description="暂无数据" />
        )}
      </div>
    </PageFrame>
  );
}
