import { Suspense, lazy, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { href, paths } from '@/config/paths';
import { SideMenu } from '@/components/layouts/side-menu';
import { TabBar } from '@/components/layouts/tab-bar';
import { LightEmpty } from '@/components/light/empty';
import { LightSkeleton } from '@/components/light/skeleton';
import { lazyScreen, withAntdScope } from '@/components/ui/lazy-screen';
import { PageFrame } from '@/components/ui/page-frame';
import { useSharedSelector } from '@/lib/state/hooks';
import type { RegionPicker } from '@/features/supplier-centre/components/profile-form';

// The frame (menu, 基本信息) is drawn without antd (components/light; app/router.tsx LIGHT_SCREENS). The other
// sections still draw with antd: each comes in AntdScope (withAntdScope) with its own code.
/** 操作记录 carries the shared table: its own chunk, loaded when the section opens. */
const AuditLog = lazyScreen(() => import('@/features/user/audit').then((m) => ({ default: m.AuditLog })));
/** 开放接口 (API keys and webhooks) carries the shared table too. */
const OpenApiSection = lazyScreen(() => import('../open-api-section'));
/** 消息记录 carries the shared table too. */
const MessageLog = lazyScreen(() => import('@/features/notifications/message-log').then((m) => ({ default: m.MessageLogSection })));
/** Light: a table of switches. */
const ChannelSettings = lazy(() =>
  import('@/features/notifications/components/channel-settings').then((m) => ({ default: m.ChannelSettings })),
);

// Each section is its own chunk, loaded when it is shown: a visit of one section loads none of the others' forms,
// tables and pickers. (Each from its own module, not from the feature's index: a dynamic import of an index would
// make it a chunk of its own and move code the public pages share.)
/** The company address's three-level picker (antd's Cascader), loaded where the profile form shows it (in AntdScope). */
const CityCascader = lazy(() => import('@/features/reference/components/city-cascader').then((m) => ({ default: m.CityCascader })));
const AddressPicker: RegionPicker = ({ value, onChange }) => (
  <Suspense fallback={null}>
    <CityCascader value={value ?? []} onChange={(codes) => onChange?.(codes)} ariaLabel="所在地区" placeholder="请选择省 / 市 / 区县" />
  </Suspense>
);
const CompanyProfileSection = lazy(() =>
  import('@/features/supplier-centre/components/company-profile').then((m) => ({
    default: () => <m.CompanyProfileSection RegionPicker={AddressPicker} />,
  })),
);
const NameSection = lazy(() => import('@/features/user/components/name-section').then((m) => ({ default: m.NameSection })));
const EmailSection = lazy(() => import('@/features/user/components/email-section').then((m) => ({ default: m.EmailSection })));
/** 基本信息: the person's own name and e-mail address, then (within a supplier) the company's profile. */
function BasicInfo({ hasSupplier }: { hasSupplier: boolean }) {
  return (
    <>
      <NameSection />
      <EmailSection />
      {hasSupplier && <CompanyProfileSection />}
    </>
  );
}
const CollectionList = lazy(() => import('@/features/tasks/collections').then((m) => ({ default: m.CollectionList })));
const MembersPanel = lazy(withAntdScope<object>(() => import('@/features/members/components/members-panel')));
/** Light itself (its dialogs come in AntdScope when opened). */
const BankAccountList = lazy(() =>
  import('@/features/supplier-centre/components/bank-account-list').then((m) => ({ default: m.BankAccountList })),
);
/** Light too: its two multiple choices load antd's Select on intent (features/notifications, remind-pickers). */
const TaskRemindSection = lazy(() => import('../task-remind-section').then((m) => ({ default: m.TaskRemindSection })));
const AgreementsSection = lazy(() =>
  import('@/features/agreements/components/agreements-section').then((m) => ({ default: m.AgreementsSection })),
);
const FirstSteps = lazy(withAntdScope<object>(() => import('@/features/login/first-steps').then((m) => ({ default: m.FirstSteps }))));
/** Light itself (the confirmation comes through useApp() on use). */
const PhoneChange = lazy(() => import('@/features/user/components/phone-change').then((m) => ({ default: m.PhoneChange })));

interface Section {
  key: string;
  label: string;
  /** Shown to the supplier's administrator only (the gateway refuses the calls to anyone else). */
  adminOnly?: boolean;
  /** Only a member of a supplier has it (the calls answer E000601 otherwise): a user without one sees the first steps. */
  supplierOnly?: boolean;
  render: (tabKey: string | undefined, hasSupplier: boolean) => ReactNode;
}

/** The personal centre's sections, in menu order; `menukey` in the path picks one. */
const SECTIONS: Section[] = [
  { key: 'info', label: '基本信息', render: (_tab, hasSupplier) => <BasicInfo hasSupplier={hasSupplier} /> },
  { key: 'collection', label: '我的收藏', render: () => <CollectionList /> },
  { key: 'members', supplierOnly: true, label: '成员管理', render: () => <MembersPanel /> },
  { key: 'bank', supplierOnly: true, label: '银行信息', render: () => <BankAccountList /> },
  { key: 'taskRemind', supplierOnly: true, label: '任务提醒', render: () => <TaskRemindSection /> },
  { key: 'agreements', supplierOnly: true, label: '协议管理', render: (tabKey) => <AgreementsSection tabKey={tabKey} /> },
  { key: 'messages', label: '消息设置', render: () => <ChannelSettings /> },
  { key: 'account', label: '账号安全', render: () => <PhoneChange /> },
  { key: 'audit', label: '操作记录', adminOnly: true, render: () => <AuditLog /> },
  { key: 'messageLog', label: '消息记录', adminOnly: true, render: () => <MessageLog /> },
  { key: 'openApi', label: '开放接口', adminOnly: true, render: () => <OpenApiSection /> },
];

export default function MyUserInfoScreen() {
  const { menukey = 'info', tabKey } = useParams();
  const hasSupplier = useSharedSelector((state) => Boolean(state.global.supplierId));
  const isAdmin = useSharedSelector((state) => Boolean(state.global.isMain)) && hasSupplier;
  const visible = SECTIONS.filter((s) => (!s.adminOnly || isAdmin) && (!s.supplierOnly || hasSupplier));
  const section = visible.find((s) => s.key === menukey);
  const items = visible.map(({ key, label }) => ({ key, label, to: href('myUserInfo', { menukey: key }) }));
  const needsSupplier = !section && !hasSupplier && SECTIONS.some((s) => s.key === menukey && s.supplierOnly);
  return (
    <PageFrame title="个人中心" breadcrumb={[{ title: '首页', to: paths.home }, { title: '个人中心' }]}>
      <div className="side-menu-frame">
        {/* On a phone (below 768 px) the bar of links replaces the side menu (styles/side-nav.css). */}
        <TabBar label="个人中心菜单" items={items} current={section?.key} className="side-menu-tabs" />
        <SideMenu label="个人中心菜单" items={items} current={section?.key ?? menukey} className="side-menu" />
        {section ? (
          <div className="side-menu-main">
            <Suspense fallback={<LightSkeleton rows={6} />}>{section.render(tabKey, hasSupplier)}</Suspense>
          </div>
        ) : needsSupplier ? (
          <div className="side-menu-main">
            <Suspense fallback={<LightSkeleton rows={6} />}>
              <FirstSteps />
            </Suspense>
          </div>
        ) : (
          <div className="side-menu-content">
            <LightEmpty description="暂无数据" />
          </div>
        )}
      </div>
    </PageFrame>
  );
}
