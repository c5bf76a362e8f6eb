/** The suppliers module's public face: suppliers and their members (ops create-supplier today). */
export { createSupplierService, SUPPLIER_TYPES, type CreateSupplierResult, type SupplierService, type SupplierType } from './service';
export * as supplierIdentity from './identity';
export { findSupplierParty, type SupplierParty } from './party';
export { activeSupplierIds, insertSupplier, lockSupplierNoKey, supplierById, suppliersByIds, type SupplierFacts } from './lookups';
export { insertDemoSupplier, supplierByCreditCode } from './demo-seed';
export { findSupplierRow, pageSuppliers, type SupplierListFilter, type SupplierRow } from './platform-repo';
