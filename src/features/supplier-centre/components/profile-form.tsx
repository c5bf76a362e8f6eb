import type { ComponentType } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { PROFILE_LIMITS } from '@contract/supplier-centre.meta';
import { useEditCompanyProfileMutation, type CompanyProfile } from '../api';
import { LogoUpload } from './logo-upload';
import { useApp } from '@/components/ui/app-feedback';

/** The three-level city picker the screen hands in (features do not import the reference feature). */
export type RegionPicker = ComponentType<{ value?: string[]; onChange?: (codes: string[]) => void }>;

interface Values {
  contactName: string;
  contactPhone: string;
  region: string[];
  street: string;
  businessScope: string;
  logoFileId: string | null;
}

const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;

export interface ProfileFormProps {
  profile: CompanyProfile;
  RegionPicker: RegionPicker;
  onDone: () => void;
}

export function ProfileForm({ profile, RegionPicker, onDone }: ProfileFormProps) {
  const [form] = Form.useForm<Values>();
  const [save, { isLoading }] = useEditCompanyProfileMutation();
  const { message } = useApp();
  const initial: Values = {
    contactName: profile.contactName,
    contactPhone: profile.contactPhone,
    region: [profile.provinceCode, profile.cityCode, profile.districtCode].filter((c): c is string => Boolean(c)),
    street: profile.street,
    businessScope: profile.businessScope,
    logoFileId: profile.logoFileId,
  };

  const submit = async (v: Values) => {
    const [provinceCode, cityCode, districtCode] = v.region;
    try {
      await save({
        contactName: v.contactName.trim(),
        contactPhone: v.contactPhone.trim(),
        provinceCode: provinceCode!,
        cityCode: cityCode!,
        districtCode,
        street: v.street.trim(),
        businessScope: (v.businessScope ?? '').trim(),
        logoFileId: v.logoFileId ?? null,
      }).unwrap();
      message.success('企业资料已保存');
      onDone();
    } catch {
      // The toast said why; the form keeps what was typed.
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} className="profile-form">
      <Form.Item label="企业 Logo" name="logoFileId">
        <LogoUpload />
      </Form.Item>
      <Form.Item
        name="contactName"
        label="联系人"
        rules={[{ required: true, whitespace: true, message: '请填写联系人' }, { max: PROFILE_LIMITS.contactName }]}
      >
        <Input maxLength={PROFILE_LIMITS.contactName} />
      </Form.Item>
      <Form.Item
        name="contactPhone"
        label="联系电话"
        rules={[
          { required: true, message: '请填写联系电话' },
          { pattern: PHONE, message: '请输入手机号或带区号的座机号' },
        ]}
      >
        <Input maxLength={14} inputMode="tel" autoComplete="tel" placeholder="手机号或 021-12345678" />
      </Form.Item>
      <Form.Item name="region" label="所在地区" rules={[{ required: true, type: 'array', min: 2, message: '请选择省、市（及区县）' }]}>
        <RegionPicker />
      </Form.Item>
      <Form.Item
        name="street"
        label="详细地址"
        rules={[{ required: true, whitespace: true, message: '请填写详细地址' }, { max: PROFILE_LIMITS.street }]}
      >
        <Input maxLength={PROFILE_LIMITS.street} placeholder="街道、门牌号、楼层" />
      </Form.Item>
      <Form.Item name="businessScope" label="经营范围" rules={[{ max: PROFILE_LIMITS.businessScope }]}>
        <Input.TextArea rows={4} maxLength={PROFILE_LIMITS.businessScope} showCount />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          保存
        </Button>
        <Button onClick={onDone}>取消</Button>
      </Space>
    </Form>
  );
}
