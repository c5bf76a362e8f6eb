import { Empty, Menu } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { href, paths } from '@/config/paths';
import { PageFrame } from '@/components/ui/page-frame';
import { CityCascader } from '@/features/reference';
import { BankAccountList, CompanyProfileSection, type RegionPicker } from '@/features/supplier-centre';
import { CollectionList } from '@/features/tasks/collections';
import { TaskRemindSection } from '../task-remind-section';

const sections = [
  { key: 'info', label: '基本信息' },
  { key: 'collection', label: '我的收藏' },
  { key: 'members', label: '成员管理' },
  { key: 'bank', label: '银行信息' },
  { key: 'taskRemind', label: '任务提醒' },
];

/** The company address's three-level picker (province, city, district) for the profile form. */
const AddressPicker: RegionPicker = ({ value, onChange }) => (
  <CityCascader value={value ?? []} onChange={(codes) => onChange?.(codes)} ariaLabel="所在地区" placeholder="请选择省 / 市 / 区县" />
);

export default function MyUserInfoScreen() {
  const { menukey = 'info' } = useParams();
  const navigate = useNavigate();
  return (
    <PageFrame title="个人中心" breadcrumb={[{ title: '首页', to: paths.home }, { title: '个人中心' }]}>
      <div className="side-menu-frame">
        <Menu
          mode="inline"
          selectedKeys={[menukey]}
          items={sections}
          onClick={({ key }) => navigate(href('myUserInfo', { menukey: key }))}
          className="side-menu"
        />
        {menukey === 'collection' ? (
          <div className="side-menu-main">
            <CollectionList />
          </div>
        ) : menukey === 'info' ? (
          <div className="side-menu-main">
            <CompanyProfileSection RegionPicker={AddressPicker} />
          </div>
        ) : menukey === 'bank' ? (
          <div className="side-menu-main">
            <BankAccountList />
          </div>
        ) : menukey === 'taskRemind' ? (
          <div className="side-menu-main">
            <TaskRemindSection />
          </div>
        ) : (
          <Empty className="side-menu-content" description="暂无数据" />
        )}
      </div>
    </PageFrame>
  );
}
