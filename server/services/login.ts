import type { LoginRequest, LoginResponse } from '../../src/api/contract';
import { captchaAfterFailures, demoSiteCode } from '../constants';
import type { PlatformContext } from '../context';
import { verifyAgainstDummy, verifyPassword } from '../lib/password';
import { consumeCaptcha } from './captchas';
import { clearFailures, consecutiveFailures, recordFailure } from './login-attempts';
import { findMemberByAccount, markLoggedIn } from './members';
import { openSession } from './sessions';

export type LoginOutcome =
  | { kind: 'success'; response: LoginResponse }
  | { kind: 'failed'; captcha: boolean }
  | { kind: 'captchaRequired' }
  | { kind: 'captchaInvalid' };

/**
 * After `captchaAfterFailures` failures in a row for a name, every attempt needs a captcha until one
 * succeeds. Unknown names and wrong passwords fail alike, in the same time, so accounts cannot be probed.
 */
export async function attemptLogin(ctx: PlatformContext, request: LoginRequest): Promise<LoginOutcome> {
  const merchantCode = demoSiteCode;
  const { username, password } = request;
  const failures = await consecutiveFailures(ctx.db, merchantCode, username);
  if (failures >= captchaAfterFailures) {
    if (!request.captcha || !request.captchaKey) return { kind: 'captchaRequired' };
    if (!(await consumeCaptcha(ctx, request.captchaKey, request.captcha))) {
      await recordFailure(ctx.db, merchantCode, username, ctx.now());
      return { kind: 'captchaInvalid' };
    }
  }

  const member = await findMemberByAccount(ctx.db, merchantCode, username);
  const valid = member ? await verifyPassword(password, member.passwordHash) : await verifyAgainstDummy(password);
  if (!member || !valid) {
    const count = await recordFailure(ctx.db, merchantCode, username, ctx.now());
    return { kind: 'failed', captcha: count >= captchaAfterFailures };
  }

  await clearFailures(ctx.db, merchantCode, username);
  const firstTimeLogin = await markLoggedIn(ctx.db, member.id, ctx.now());
  const token = await openSession(ctx, {
    memberId: member.id,
    merchantCode,
    trial: false,
    device: request.device,
  });
  return {
    kind: 'success',
    response: { token, userName: member.account, customerType: member.type, firstTimeLogin, merchantCode },
  };
}
