import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { API_KEY_ROUTE_SCOPES } from '@contract/api-key-routes.meta';
import { API_KEY_SCOPES, API_KEY_SCOPE_LABELS } from '@contract/api-keys.meta';
import { accessOf, type Endpoint } from '@contract/http';
import { API_PREFIX, CMS_PREFIX } from '../route';
import { DESCRIPTION, ERROR_RESPONSES, SECURITY_SCHEMES } from './texts';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** A registered route as the document needs it (collected by an onRoute hook). */
export interface DocumentedRoute {
  url: string;
  methods: string[];
  endpoint?: Endpoint;
  answers?: 'file' | 'upload';
  /** multipart/form-data: every upload (which always needs a login, whatever its path says). */
  multipart: boolean;
  websocket?: boolean;
}

export function documentedRoute(route: RouteOptions): DocumentedRoute {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
  const config = (route.config ?? {}) as { endpoint?: Endpoint; answers?: 'file' | 'upload'; multipart?: boolean };
  const multipart = config.answers === 'upload' || Boolean(config.multipart) || config.endpoint?.encoding === 'form';
  return {
    url: route.url,
    methods,
    endpoint: config.endpoint,
    answers: config.answers,
    multipart,
    websocket: Boolean((route as { websocket?: boolean }).websocket),
  };
}

/** Definitions a schema refers to (`$defs`: recursive or shared parts), moved to components.schemas under unique names. */
interface Defs {
  schemas: Record<string, JsonSchema>;
  count: number;
}

function rewriteRefs(node: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(node)) return node.map((n) => rewriteRefs(n, names));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && names.has(v) ? names.get(v) : rewriteRefs(v, names)]),
  );
}

/** zod → JSON Schema 2020-12 (OpenAPI 3.1's dialect): what a caller sends (`input`) or receives (`output`). */
function jsonSchema(defs: Defs, schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete out.$schema;
  const own = out.$defs as Record<string, JsonSchema> | undefined;
  if (!own) return out;
  delete out.$defs;
  const names = new Map(Object.keys(own).map((name) => [`#/$defs/${name}`, `#/components/schemas/Shared${++defs.count}`]));
  for (const [name, def] of Object.entries(own))
    defs.schemas[names.get(`#/$defs/${name}`)!.split('/').pop()!] = rewriteRefs(def, names) as JsonSchema;
  return rewriteRefs(out, names) as JsonSchema;
}

const envelopeOf = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['flag', 'errorCode', 'errorMsg', 'data'],
  properties: {
    flag: { type: 'boolean', const: true },
    errorCode: { type: 'null' },
    errorMsg: { type: 'null' },
    data,
  },
});

/** `/pc_order/auth/my_order_list` → tag `pc_order`; the content service's paths are tagged `cms`. */
const tagOf = (url: string) => (url.startsWith(CMS_PREFIX + '/') ? 'cms' : url.slice(API_PREFIX.length + 1).split('/')[0]!);
const gatewayPath = (url: string) => (url.startsWith(API_PREFIX + '/') ? url.slice(API_PREFIX.length) : url);

function security(route: DocumentedRoute): Operation {
  const keyRoute = API_KEY_ROUTE_SCOPES[gatewayPath(route.url)];
  const apiKey = keyRoute ? [{ apiKey: [keyRoute.scope] }] : [];
  const access = route.multipart ? 'auth' : accessOf(route.url);
  const scopeNote = keyRoute
    ? `API 密钥：需要权限范围 \`${keyRoute.scope}\`（${API_KEY_SCOPE_LABELS[keyRoute.scope]}）` +
      (keyRoute.writeWhen ? `；请求体 \`${keyRoute.writeWhen.field}: true\` 时另需 \`${keyRoute.writeWhen.scope}\`` : '') +
      '。'
    : 'API 密钥不能调用此接口（403）。';
  if (access === 'auth') return { security: [{ sessionToken: [] }, ...apiKey], 'x-api-key-scope': keyRoute?.scope ?? null, scopeNote };
  if (access === 'open') return { security: [{}, { sessionToken: [] }, ...apiKey], 'x-api-key-scope': keyRoute?.scope ?? null, scopeNote };
  return { security: [{}, ...apiKey], 'x-api-key-scope': keyRoute?.scope ?? null, scopeNote };
}

function requestPart(defs: Defs, route: DocumentedRoute, method: string, endpoint: Endpoint): Operation {
  const schema = jsonSchema(defs, endpoint.request, 'input');
  if (method === 'GET') {
    const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required ?? []) as string[]);
    return { parameters: Object.entries(props).map(([name, s]) => ({ name, in: 'query', required: required.has(name), schema: s })) };
  }
  if (route.multipart) {
    const props = {
      ...((schema.properties ?? {}) as Record<string, JsonSchema>),
      file: { type: 'string', contentMediaType: 'application/octet-stream', description: '上传的文件（可重复）' },
    };
    return {
      requestBody: {
        required: true,
        content: { 'multipart/form-data': { schema: { ...schema, properties: props, additionalProperties: undefined } } },
      },
    };
  }
  return { requestBody: { required: false, content: { 'application/json': { schema } } } };
}

function successPart(defs: Defs, route: DocumentedRoute, endpoint: Endpoint): Operation {
  if (route.answers === 'file') {
    return {
      '200': {
        description: '文件本身（附件，`Content-Disposition`）；失败时仍是信封（`application/json`）',
        content: {
          'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
          'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } },
        },
      },
    };
  }
  return {
    '200': {
      description: '信封：成功时 `flag: true` 与 `data`；业务错误或校验失败时同样是 HTTP 200、`flag: false`，`errorCode` 与中文 `errorMsg`',
      content: {
        'application/json': {
          schema: { oneOf: [envelopeOf(jsonSchema(defs, endpoint.response, 'output')), { $ref: '#/components/schemas/ErrorEnvelope' }] },
        },
      },
    },
  };
}

function operation(defs: Defs, route: DocumentedRoute, method: string): Operation {
  const { scopeNote, ...auth } = security(route);
  const tags = [tagOf(route.url)];
  if (route.websocket) {
    return {
      tags,
      summary: '通知的 WebSocket 通道',
      description:
        '升级为 WebSocket；第一条消息 `{"type":"auth","token":"…","suppliersId":"…"}`，详见 server/README.md。API 密钥不能使用。',
      ...auth,
      responses: { '101': { description: '切换协议' } },
    };
  }
  const endpoint = route.endpoint!;
  const keyRoute = API_KEY_ROUTE_SCOPES[gatewayPath(route.url)];
  return {
    tags,
    operationId: `${method.toLowerCase()}${route.url.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    ...(keyRoute ? { summary: keyRoute.label } : {}),
    description: String(scopeNote),
    ...auth,
    ...requestPart(defs, route, method, endpoint),
    responses: { ...successPart(defs, route, endpoint), ...ERROR_RESPONSES },
  };
}

/** The OpenAPI 3.1 document of every gateway and content-service route the app registered, from their contract. */
export function buildOpenApiDocument(routes: DocumentedRoute[], version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, Operation>> = {};
  const defs: Defs = { schemas: {}, count: 0 };
  const documented = routes.filter(
    (r) => (r.url.startsWith(API_PREFIX + '/') || r.url.startsWith(CMS_PREFIX + '/')) && (r.endpoint || r.websocket),
  );
  for (const route of [...documented].sort((a, b) => a.url.localeCompare(b.url))) {
    for (const method of route.methods) (paths[route.url] ??= {})[method.toLowerCase()] = operation(defs, route, method);
  }
  return {
    openapi: '3.1.0',
    info: { title: '供应商门户网关 API', version, description: DESCRIPTION },
    servers: [{ url: '/', description: '本服务' }],
    tags: [...new Set(documented.map((r) => tagOf(r.url)))].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: SECURITY_SCHEMES,
      schemas: {
        ...defs.schemas,
        ErrorEnvelope: {
          type: 'object',
          required: ['flag', 'errorCode', 'errorMsg', 'data'],
          properties: {
            flag: { type: 'boolean', const: false },
            errorCode: { type: 'string', examples: ['E000400'] },
            errorMsg: { type: 'string', description: '中文说明，可直接展示给用户', examples: ['name：请填写密钥名称'] },
            data: { type: 'null' },
          },
        },
      },
      'x-api-key-scopes': Object.fromEntries(API_KEY_SCOPES.map((s) => [s, API_KEY_SCOPE_LABELS[s]])),
    },
  };
}
