import { apiPaths, memberInfoSchema, walletSchema } from '../../../contract';
import { callPlatform } from '../client';

export function fetchMemberInfo() {
  return callPlatform(apiPaths.memberInfo, memberInfoSchema);
}

export function fetchWallet() {
  return callPlatform(apiPaths.walletBalance, walletSchema);
}
