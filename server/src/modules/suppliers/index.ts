/** The suppliers module's public face (a supplier with its administrator is the members module's createSupplier). */
export { SUPPLIER_TYPES, type SupplierType } from './types';
export * as supplierIdentity from './identity';
export { findSupplierParty, type SupplierParty } from './party';
export { activeSupplierIds, insertSupplier, lockSupplierNoKey, supplierById, suppliersByIds, type SupplierFacts } from './lookups';
export { insertDemoSupplier, supplierByCreditCode } from './demo-seed';
export { findSupplierRow, pageSuppliers, type SupplierListFilter, type SupplierRow } from './platform-repo';
