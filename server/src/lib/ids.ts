const INT4_MAX = 2_147_483_647;

/**
 * Ids travel as strings (API.md). One that is not a positive int4 cannot exist in our tables; answering "not
 * found" for it here also keeps garbage like `abc` or `1e99` from ever reaching an integer column.
 */
export function parseId(id: string | undefined): number | null {
  if (!id || !/^\d{1,10}$/.test(id)) return null;
  const n = Number(id);
  return n >= 1 && n <= INT4_MAX ? n : null;
}
