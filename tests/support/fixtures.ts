import {
  agentMenuItems,
  agentMenuWhitelistSchema,
  whitelabelFlags,
  whitelabelSchema,
  type CaptchaResponse,
  type SessionInfo,
  type StartupInfo,
} from '../../contract';
import type { Failure } from '../../machines/support/failure';

/** Plain data the machines receive from their actors; each test overrides only what it is about. */

export function startupInfo(overrides: Partial<StartupInfo> = {}): StartupInfo {
  return {
    merchantCode: 'demo',
    whitelabel: whitelabelSchema.parse(Object.fromEntries(whitelabelFlags.map((flag) => [flag, false]))),
    promotions: { REFERRAL: false, MISSION: false },
    features: { vipBenefits: false, dividend: false, downloadBarLoginRequired: false, homeScreenOption: false },
    agentMenuWhitelist: agentMenuWhitelistSchema.parse(Object.fromEntries(agentMenuItems.map((item) => [item, false]))),
    register: {
      usernameRegistration: true,
      mobileRegistration: false,
      affiliateCodeCheck: false,
      minimumAge: 18,
    },
    paths: {},
    domainRoute: '',
    mainDomain: 'demo.test',
    resources: [],
    mobileTemplate: {
      mem_cen: '0',
      dep_func: '0',
      app_background: '',
      app_desc: '',
      app_desc_font_color: '',
    },
    customerService: { messagingUrl: '', onlineServiceUrl: '' },
    imageCDNs: ['https://cdn.demo.test'],
    maintenance: false,
    regionRestricted: false,
    publicKey: { kty: 'RSA', n: 'n', e: 'AQAB', kid: 'k1', alg: 'RSA-OAEP-256' },
    verificationService: null,
    ...overrides,
  };
}

export function session(overrides: Partial<SessionInfo> = {}): SessionInfo {
  return {
    token: 'token-1',
    merchantCode: 'demo',
    userName: 'alice',
    type: 0,
    firstTimeLogin: false,
    trial: false,
    ...overrides,
  };
}

export function captcha(captchaKey = 'captcha-1'): CaptchaResponse {
  return { image: 'data:image/png;base64,AAAA', captchaKey };
}

/** The shape the api client throws (src/api/errors.ts); machines read it through toFailure. */
export function apiError(code: string, captchaRequired = false): Failure {
  return { code, message: `${code} message`, captchaRequired };
}
