/** The login module's public face: other modules and ops use only what is exported here. */
export { disableAccount, enableAccount, ensureUser, expireChannel, expireTokens, purgeEndedLogins } from './accounts';
export { createCodeService, type CodeService } from './codes';
export { createAuthenticator, type ActingMembership, type MembershipSource } from './guard';
export { loginRoutes } from './routes';
export { bindSessionsToSupplier, unbindSessions } from './membership-sessions';
export { LogSmsSender, type SmsSendResult, type SmsSender } from './sms';
export { createUserCodes, type UserCodes } from './user-codes';
export {
  changeUserPhone,
  setUserEmail,
  setUserName,
  userContacts,
  userIdByPhone,
  userNames,
  usersByIds,
  usersMatching,
  type UserFacts,
} from './lookups';
export { insertDemoUser } from './demo-seed';
export { refreshRefused, sessionErrors } from './session-errors';
export { createAccessTokenVerifier, hashRefreshToken, newRefreshToken, signAccessToken, type AccessClaims } from './tokens';
