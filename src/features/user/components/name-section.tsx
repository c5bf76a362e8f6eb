import { useState } from 'react';
import { hasOwnName } from '@contract/user.meta';
import { LightButton } from '@/components/light/button';
import { useSharedSelector } from '@/lib/state/hooks';
import { NameForm } from './name-form';

/** 个人中心 → 基本信息: the person's own name, and where to change it. */
export function NameSection() {
  const userName = useSharedSelector((s) => s.global.userName);
  const [editing, setEditing] = useState(false);
  const named = hasOwnName(userName);
  return (
    <section className="name-section" aria-labelledby="name-section-title">
      <div className="section-toolbar">
        <h3 id="name-section-title">我的姓名</h3>
        {!editing && <LightButton onClick={() => setEditing(true)}>{named ? '修改姓名' : '填写姓名'}</LightButton>}
      </div>
      {editing ? (
        <NameForm
          initial={named ? userName : ''}
          submitLabel="保存"
          onDone={() => setEditing(false)}
          extra={<LightButton onClick={() => setEditing(false)}>取消</LightButton>}
        />
      ) : (
        <p className="name-section-value">{named ? userName : '尚未填写（签署记录和成员列表将显示为「' + userName + '」）'}</p>
      )}
    </section>
  );
}
