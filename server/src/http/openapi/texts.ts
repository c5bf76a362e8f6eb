import { API_KEY_ROUTE_SCOPES } from '@contract/api-key-routes.meta';
import { API_KEY_SCOPES, API_KEY_SCOPE_LABELS } from '@contract/api-keys.meta';

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

/** The answers every route may give besides its own (server/README.md: Errors, Sessions). */
export const ERROR_RESPONSES = {
  '400': error('请求体不是合法的 JSON、嵌套过深或请求格式不正确（E000400）'),
  '401': error('未登录、登录凭证无效（E000401）；或 API 密钥无效、已被撤销（E000401）'),
  '403': error('API 密钥不能调用此接口，或缺少所需的权限范围（E000403）'),
  '404': error('路径不存在（E000404）'),
  '408': error('请求体未在时限内传完（E000408）'),
  '413': error('请求体或文件过大（E000413）'),
  '415': error('请求体类型不对（E000415）'),
  '420': error('访问令牌已过期：刷新后重试（E000420）'),
  '429': error('API 密钥每分钟的调用次数已用完（E000429，`Retry-After` 给出秒数）'),
  '500': error('服务器内部错误（E000500），不含任何细节'),
  '503': error('服务器正在重启（E000503，`Retry-After: 1`），请重试'),
};

export const SECURITY_SCHEMES = {
  sessionToken: {
    type: 'apiKey',
    in: 'header',
    name: 'AuthToken',
    description:
      '门户登录得到的访问令牌（`/pc_login/unlimited/phone`，刷新 `/pc_login/unlimited/refresh`）。同时发送 `AppCode: turing_pc` 与 `suppliersId`。',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'sk_…',
    description:
      '企业管理员在「个人中心 → 开放接口」创建的 API 密钥：`Authorization: Bearer sk_…`。以该企业（其当前管理员的身份）调用，' +
      '只能调用其权限范围覆盖的接口。权限范围：' +
      API_KEY_SCOPES.map((s) => `\`${s}\` ${API_KEY_SCOPE_LABELS[s]}`).join('；') +
      '。',
  },
};

const scopeTable = API_KEY_SCOPES.map(
  (scope) =>
    `| \`${scope}\` | ${API_KEY_SCOPE_LABELS[scope]} | ${Object.entries(API_KEY_ROUTE_SCOPES)
      .filter(([, r]) => r.scope === scope || r.writeWhen?.scope === scope)
      .map(([path]) => `\`${path}\``)
      .join('<br>')} |`,
).join('\n');

export const DESCRIPTION = `供应商门户的网关接口（\`/api/jy-turing-suppliers\`）与内容服务（\`/cms\`），由共享契约（contract/，zod）生成。

## 信封
每个应答都是 JSON 信封 \`{flag, errorCode, errorMsg, data}\`。成功：\`flag: true\`，\`data\` 为各接口的结果。
业务错误与校验失败：HTTP 200、\`flag: false\`、\`errorCode\`（如 \`E000400\` 校验失败、\`E000403\` 无权限、\`E000404\` 不存在、
\`E000409\` 状态冲突）与可直接展示的中文 \`errorMsg\`（校验失败时写明字段与规则）。列表请求 \`{pageNum, pageSize}\`（1–100），
应答 \`{list, total, pageNum, pageSize}\`；金额为整数「分」，时间为带时区的 ISO 8601。

会话相关的 HTTP 状态：401 未登录或凭证无效、420 令牌过期（刷新后重试）、900 账号停用、920 渠道过期；
信封码 E000008 / E000021 / E000022 / E000050 / E000067 表示会话结束。

## 认证
- **会话**：请求头 \`AuthToken\`（见 securitySchemes.sessionToken）。路径含 \`/auth/\` 必须登录，\`/open/\` 登录后个性化，\`/unlimited/\` 无需登录。
- **API 密钥**：\`Authorization: Bearer sk_…\`，调用同样的路径，身份为密钥所属企业的当前管理员，只能调用下表覆盖的接口；
  其他接口（登录、成员、银行账户、认证、协议、密钥与 Webhook 管理等）一律 403。密钥无效或已撤销 401；缺少权限范围 403；
  每个密钥每分钟的调用次数有上限（\`API_KEY_RATE_PER_MINUTE\`），超出 429（E000429，\`Retry-After\`）。
  用密钥成功完成的修改都记入操作记录。

| 权限范围 | 说明 | 接口 |
|---|---|---|
${scopeTable}
`;
