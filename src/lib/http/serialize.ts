const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** True for the payloads the client may rewrite: plain objects and arrays (never FormData, Blob, File, URLSearchParams). */
export const isPlainPayload = (value: unknown): value is Record<string, unknown> | unknown[] =>
  Array.isArray(value) || isPlainObject(value);

/** Trims every string in a payload, however deep, through plain objects and arrays; anything else is left as is. */
export function deepTrim<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map(deepTrim) as T;
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = deepTrim(item);
    return out as T;
  }
  return value;
}

/** A flat payload as URLSearchParams: arrays become repeated keys (a=1&a=2), null and undefined are left out. */
export function toSearchParams(payload: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  const append = (key: string, item: unknown) => {
    if (item === undefined || item === null) return;
    params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
  };
  for (const [key, value] of Object.entries(payload)) {
    if (Array.isArray(value)) value.forEach((item) => append(key, item));
    else append(key, value);
  }
  return params;
}

/** axios `paramsSerializer` for GET: repeated keys for arrays. */
export const serializeParams = (params: Record<string, unknown>): string => toSearchParams(params).toString();
