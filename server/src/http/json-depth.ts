import { ERROR_CODES } from '@contract/http';
import { BusinessError } from './envelope';

/** No payload of the contract nests half as deep; a deeper body is an attack on whatever walks it. */
export const MAX_BODY_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text nests arrays and objects deeper than `max`: one pass over the text, before it is parsed
 * (brackets inside strings do not count). Malformed text may be judged either way; JSON.parse refuses it next.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

export const tooDeep = () => new BusinessError(ERROR_CODES.validation, `请求体嵌套层级过深，不能超过 ${MAX_BODY_DEPTH} 层`, 400);
