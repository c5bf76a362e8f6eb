/** supplier.supplier_type: a company (with a credit code, later) or a natural person. */
export const SUPPLIER_TYPES = ['company', 'person'] as const;
export type SupplierType = (typeof SUPPLIER_TYPES)[number];
