import * as members from '@contract/members';
import { json, type RouteEntry } from '../../http/operation';
import { exitSubject, inviteLinkInfo, joinSupplier, transferAdmin } from './membership';
import { addMember, detail, edit, list, reInvite, remove } from './roster-operations';

export const memberRoutes: RouteEntry[] = [
  json(members.list, list),
  json(members.detail, detail),
  json(members.addMember, addMember),
  json(members.reInvite, reInvite),
  json(members.edit, edit),
  json(members.remove, remove),
  json(members.exitSubject, exitSubject),
  json(members.transferAdmin, transferAdmin),
  json(members.joinSupplier, joinSupplier),
  json(members.inviteLinkInfo, inviteLinkInfo),
];
