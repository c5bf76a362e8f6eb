/** The members module's public face: a supplier's members, invitations and the administrator role. */
export { invitedPhone } from './membership';
export { memberRoutes } from './routes';
export {
  actingMembershipOf,
  activeMembersAmong,
  addMember,
  audienceMembers,
  isMemberOf,
  memberIdsWithPermission,
  membersAmong,
  membersOfSuppliers,
  membershipOf,
  supplierMembers,
} from './lookups';
export { supplierPrincipal, type SupplierPrincipal } from './supplier-principal';
export { insertDemoInvitation } from './demo-seed';
export { memberChannelRoutes } from './channel-overview';
