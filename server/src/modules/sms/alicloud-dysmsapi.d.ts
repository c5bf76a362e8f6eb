/** The part of Aliyun's SMS SDK (an RPC client of @alicloud/pop-core, untyped) this module uses. */
declare module '@alicloud/dysmsapi-2017-05-25' {
  interface DysmsapiConfig {
    endpoint: string;
    accessKeyId: string;
    accessKeySecret: string;
  }
  interface SendSmsParams {
    PhoneNumbers: string;
    SignName: string;
    TemplateCode: string;
    TemplateParam?: string;
  }
  interface SendSmsAnswer {
    Code: string;
    Message?: string;
    BizId?: string;
    RequestId?: string;
  }
  export default class Dysmsapi {
    constructor(config: DysmsapiConfig);
    sendSms(params: SendSmsParams, options?: { method?: 'GET' | 'POST'; timeout?: number; formatParams?: boolean }): Promise<SendSmsAnswer>;
  }
}
