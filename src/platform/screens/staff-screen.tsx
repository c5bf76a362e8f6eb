import { Suspense, useState } from 'react';
import type { TableColumnsType } from 'antd';
import { STAFF_ROLES, STAFF_ROLE_LABELS } from '@contract/platform/http.meta';
import type { StaffRole } from '@contract/platform/http.meta';
import type { StaffRow } from '@contract/platform/staff';
import { LightButton } from '@/components/light/button';
import { LightSearchBox } from '@/components/light/search-box';
import { LightSelect } from '@/components/light/select';
import { LightTag } from '@/components/light/tag';
import { beijingTime } from '@/lib/time';
import { usePlatformStaffListQuery, usePlatformStaffUpdateMutation } from '../api/staff';
import { lazyAntd } from '../components/lazy-antd';
import { PagedTable } from '../components/paged-table';
import type { PageState } from '../components/paged-table';
import { ReasonAction } from '../components/reason-action';
import { consoleNotify } from '../http/notify';
import { useStaff } from '../app/use-staff';

const { Dialog: StaffDialog, preload } = lazyAntd(async () => (await import('../components/staff-dialogs')).StaffDialog);

/** 员工 (admin): every staff account; 新增员工, change a name or role, disable or enable a login. */
export function StaffScreen() {
  const me = useStaff();
  const [keyword, setKeyword] = useState('');
  const [role, setRole] = useState<StaffRole | undefined>();
  const [page, setPage] = useState<PageState>({ pageNum: 1, pageSize: 30 });
  const [editing, setEditing] = useState<{ staff: StaffRow | null } | null>(null);
  const [update] = usePlatformStaffUpdateMutation();
  const query = usePlatformStaffListQuery({ ...page, keyword: keyword || undefined, role });
  const columns: TableColumnsType<StaffRow> = [
    { title: '姓名', dataIndex: 'name', render: (name: string, s) => (s.phone === me?.phone ? `${name}（我）` : name) },
    { title: '手机号', dataIndex: 'phone', width: 140 },
    { title: '角色', key: 'role', width: 100, render: (_, s) => STAFF_ROLE_LABELS[s.role] },
    {
      title: '状态',
      key: 'status',
      width: 90,
      render: (_, s) => <LightTag color={s.enabled ? 'green' : 'default'}>{s.enabled ? '正常' : '已停用'}</LightTag>,
    },
    { title: '创建时间', dataIndex: 'createdAt', width: 160, render: (v: string) => beijingTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 180,
      render: (_, s) => (
        <div className="console-actions">
          <LightButton size="small" onPointerEnter={preload} onFocus={preload} onClick={() => setEditing({ staff: s })}>
            修改
          </LightButton>
          <ReasonAction
            label={s.enabled ? '停用' : '启用'}
            small
            danger={s.enabled}
            title={`${s.enabled ? '停用' : '启用'}员工：${s.name}`}
            description={
              !s.enabled
                ? '启用后该员工可以用手机号登录后台。'
                : s.phone === me?.phone
                  ? '这是您自己的账号：停用后您将立即退出登录，不能再登录后台。'
                  : '停用后该员工立即退出登录，不能再登录后台。'
            }
            onConfirm={async () => {
              await update({ staffId: s.staffId, enabled: !s.enabled }).unwrap();
              consoleNotify.success(s.enabled ? '已停用' : '已启用');
            }}
          />
        </div>
      ),
    },
  ];
  return (
    <>
      <h1>员工</h1>
      <div className="console-toolbar">
        <LightButton variant="primary" onPointerEnter={preload} onFocus={preload} onClick={() => setEditing({ staff: null })}>
          新增员工
        </LightButton>
        <LightSearchBox
          ariaLabel="搜索员工"
          placeholder="姓名或手机号"
          maxLength={50}
          width={240}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
        />
        <LightSelect<StaffRole>
          aria-label="角色"
          placeholder="全部角色"
          allowClear
          style={{ width: 130 }}
          value={role}
          options={STAFF_ROLES.map((value) => ({ value, label: STAFF_ROLE_LABELS[value] }))}
          onChange={(value) => {
            setRole(value);
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
        />
      </div>
      <PagedTable<StaffRow>
        aria-label="员工列表"
        rowKey="staffId"
        columns={columns}
        card={{ title: 'name', status: 'status', date: 'createdAt', fields: ['phone', 'role'] }}
        query={query}
        page={page}
        onPage={setPage}
        empty="暂无员工"
      />
      {editing && (
        <Suspense fallback={null}>
          <StaffDialog staff={editing.staff} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}
