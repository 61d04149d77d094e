import type { RegisterFieldRule } from '../../contract';
import type { SiteSettings } from '../schemas/site-settings';

type FieldRules = SiteSettings['register']['fields'];

const required = (message: string): RegisterFieldRule => ({ enabled: true, required: true, message });
const optional = (message: string): RegisterFieldRule => ({ enabled: true, required: false, message });
const disabled: RegisterFieldRule = { enabled: false, required: false, message: '' };

function fieldRules(overrides: Partial<FieldRules>): FieldRules {
  return { ...allDisabled, ...overrides };
}

const allDisabled: FieldRules = {
  mobileNum: disabled,
  verificationCode: disabled,
  username: disabled,
  password: disabled,
  confirmPassword: disabled,
  paymentPassword: disabled,
  idNumber: disabled,
  qqNum: disabled,
  facebook: disabled,
  wechat: disabled,
  line: disabled,
  whatsapp: disabled,
  zalo: disabled,
  email: disabled,
  nickname: disabled,
  payeeName: disabled,
  recommenderId: disabled,
  affiliateCode: disabled,
  captcha: disabled,
};

export const demoSiteSettings: SiteSettings = {
  whitelabel: allWhitelabelFlagsOn(),
  promotions: { REFERRAL: true, MISSION: true },
  features: { vipBenefits: true, dividend: true, downloadBarLoginRequired: false, homeScreenOption: true },
  // Most agent-home tiles on; red rain and team betting off, so the whitelist's gate is visible.
  agentMenuWhitelist: {
    TEAM_OVERVIEW: true,
    TEAM_TRANSACTIONS: true,
    TEAM_MANAGEMENT: true,
    RED_RAIN: false,
    TEAM_PNL: true,
    TEAM_BETTING: false,
    AGENT_REBATE: true,
    TEAM_REBATE: true,
    SECURITY_CENTER: true,
    MESSAGES: true,
  },
  register: {
    usernameRegistration: true,
    mobileRegistration: true,
    affiliateCodeCheck: true,
    minimumAge: 18,
    fields: fieldRules({
      username: required('Account format is incorrect'),
      password: required('Password format is incorrect'),
      confirmPassword: required('Confirmation password not matched'),
      captcha: required('Please enter the verification code'),
      mobileNum: optional('Please enter a valid mobile number'),
      verificationCode: optional('Please enter a valid verification code'),
      email: optional('E-mail format is incorrect'),
      nickname: optional('Name format is not valid'),
      affiliateCode: optional('Invalid invitation code'),
      recommenderId: optional('Referrer link error'),
    }),
  },
  mobileTemplate: {
    mem_cen: '1',
    dep_func: '0',
    app_background: '#1b1f3b',
    app_desc: 'Get the Demo Bet app for faster deposits and live odds',
    app_desc_font_color: '#ffffff',
  },
  customerService: {
    messagingUrl: 'https://t.me/demobet_support',
    onlineServiceUrl: 'https://support.demobet.example/chat',
  },
  // The reference platform's own image CDNs (server/routes/cdn-images.ts): nothing loads from the internet.
  imageCDNs: ['/cdn/a', '/cdn/b'],
  resources: [
    { resourceType: 'IOS', url: 'https://apps.apple.com/app/demobet/id0000000000' },
    { resourceType: 'Android', url: 'https://download.demobet.example/demobet.apk' },
    { resourceType: 'MOBILECONFIG', url: 'https://download.demobet.example/demobet.mobileconfig' },
    { resourceType: 'TELEGRAM', url: 'https://t.me/demobet_official' },
    { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/demobet.example' },
    { resourceType: 'AppDownloadIcon', url: '/cdn/a/app/icon.svg' },
  ],
  paths: {
    home: '/m/home',
    login: '/m/login',
    register: '/m/register',
  },
  domainRoute: 'demobet.example',
  mainDomain: 'https://www.demobet.example',
  startup: { maintenance: false, regionRestricted: false },
  verification: { phoneViaService: false },
  // Deposits wait for the operator (the dev controls approve or reject them) unless QA sets a delay.
  wallet: { depositAutoApproveSeconds: null },
};

/** Every flag on, so every gated feature of the front end can be exercised. */
function allWhitelabelFlagsOn(): SiteSettings['whitelabel'] {
  return {
    MOBILEVERCODELOGIN3: true,
    FACEBOOKLOGIN3: true,
    GOOGLELOGIN3: true,
    DIRECTREG3: true,
    DEPRECM3: true,
    WITHREC3: true,
    TRANSREC3: true,
    TRANSBETREPMEM3: true,
    PERSREP: true,
    AGETRANSFERUP3: true,
    REWCEN3: true,
    MANPLAYREB3: true,
    PLYRBT: true,
    MAILCEN: true,
    FEEDBACK3: true,
    PSWCHANGEVERIFY3: true,
  };
}

/** The free-play merchant: no registration, no money features, fewer menus. */
export const trialSiteSettings: SiteSettings = {
  ...demoSiteSettings,
  whitelabel: {
    ...demoSiteSettings.whitelabel,
    DIRECTREG3: false,
    DEPRECM3: false,
    WITHREC3: false,
    AGETRANSFERUP3: false,
    REWCEN3: false,
    MANPLAYREB3: false,
    PLYRBT: false,
    FACEBOOKLOGIN3: false,
    GOOGLELOGIN3: false,
  },
  promotions: { REFERRAL: false, MISSION: false },
  features: { vipBenefits: false, dividend: false, downloadBarLoginRequired: false, homeScreenOption: true },
  register: { ...demoSiteSettings.register, usernameRegistration: false, mobileRegistration: false },
  domainRoute: 'trial.demobet.example',
};

/**
 * What a seeded account did today, relative to the seed time (a reset seeds again): counted by the
 * agent's team KPI.
 */
export interface SeedActivity {
  registeredToday: boolean;
  loggedInToday: boolean;
  playedToday: boolean;
}

export interface DemoAccount {
  account: string;
  nickname: string | null;
  type: number;
  vipLevel: string | null;
  toUpline: string | null;
  balance: string;
  mobile: string | null;
  countryDialingCode: string | null;
  email: string | null;
  /** The rebate the upline gives, in percent. */
  rebatePercent: string;
  /** One of `headIcons` (services/head-icons.ts); null: none chosen. */
  headIconId: number | null;
  activity?: SeedActivity;
}

const noContact = { mobile: null, countryDialingCode: null, email: null } as const;

/**
 * The demo accounts (ids in this order, as before issue 13). demo_agent's team: demo_member and
 * demo_blocked (registered 30 days ago), and team_alpha, team_bravo, team_charlie (an agent) with
 * team_delta under team_charlie, whose activity is today's.
 */
export const demoAccounts: readonly DemoAccount[] = [
  {
    account: 'demo_member',
    nickname: 'Lucky Star',
    type: 0,
    vipLevel: 'VIP3',
    toUpline: 'demo_agent',
    balance: '1288.50',
    mobile: '9171234567',
    countryDialingCode: '63',
    email: 'demo.member@example.com',
    rebatePercent: '1.50',
    headIconId: null,
  },
  {
    account: 'demo_agent',
    nickname: 'Agent Orion',
    type: 1,
    vipLevel: 'VIP5',
    toUpline: null,
    balance: '25640.75',
    mobile: '9177654321',
    countryDialingCode: '63',
    email: 'demo.agent@example.com',
    rebatePercent: '2.50',
    headIconId: 3,
  },
  {
    account: 'demo_blocked',
    nickname: null,
    type: 4,
    vipLevel: null,
    toUpline: 'demo_agent',
    balance: '0.00',
    ...noContact,
    rebatePercent: '0.00',
    headIconId: null,
  },
  {
    account: 'team_alpha',
    nickname: 'Alpha',
    type: 0,
    vipLevel: 'VIP1',
    toUpline: 'demo_agent',
    balance: '150.00',
    ...noContact,
    rebatePercent: '1.00',
    headIconId: 1,
    activity: { registeredToday: true, loggedInToday: true, playedToday: true },
  },
  {
    account: 'team_bravo',
    nickname: 'Bravo',
    type: 0,
    vipLevel: 'VIP0',
    toUpline: 'demo_agent',
    balance: '75.25',
    ...noContact,
    rebatePercent: '1.00',
    headIconId: null,
    activity: { registeredToday: true, loggedInToday: true, playedToday: true },
  },
  {
    account: 'team_charlie',
    nickname: 'Charlie',
    type: 1,
    vipLevel: 'VIP2',
    toUpline: 'demo_agent',
    balance: '980.00',
    ...noContact,
    rebatePercent: '2.00',
    headIconId: 5,
    activity: { registeredToday: false, loggedInToday: true, playedToday: false },
  },
  {
    account: 'team_delta',
    nickname: null,
    type: 0,
    vipLevel: null,
    toUpline: 'team_charlie',
    balance: '0.00',
    ...noContact,
    rebatePercent: '0.50',
    headIconId: null,
    activity: { registeredToday: true, loggedInToday: false, playedToday: false },
  },
];

export const demoRegistrationAgeDays = 30;

export interface SeedCountry {
  id: number;
  name: string;
  dialingCode: string;
  iso2: string;
}

/** The dialing-code picker, in display order; the site's default country (PH) comes first regardless. */
export const seedCountries: readonly SeedCountry[] = [
  { id: 1, name: 'Philippines', dialingCode: '63', iso2: 'PH' },
  { id: 2, name: 'Brazil', dialingCode: '55', iso2: 'BR' },
  { id: 3, name: 'Vietnam', dialingCode: '84', iso2: 'VN' },
  { id: 4, name: 'Thailand', dialingCode: '66', iso2: 'TH' },
  { id: 5, name: 'Indonesia', dialingCode: '62', iso2: 'ID' },
  { id: 6, name: 'Malaysia', dialingCode: '60', iso2: 'MY' },
  { id: 7, name: 'India', dialingCode: '91', iso2: 'IN' },
  { id: 8, name: 'China', dialingCode: '86', iso2: 'CN' },
  { id: 9, name: 'United States', dialingCode: '1', iso2: 'US' },
  { id: 10, name: 'Japan', dialingCode: '81', iso2: 'JP' },
  { id: 11, name: 'South Korea', dialingCode: '82', iso2: 'KR' },
  { id: 12, name: 'Singapore', dialingCode: '65', iso2: 'SG' },
  { id: 13, name: 'Taiwan', dialingCode: '886', iso2: 'TW' },
  { id: 14, name: 'Portugal', dialingCode: '351', iso2: 'PT' },
  { id: 15, name: 'Cambodia', dialingCode: '855', iso2: 'KH' },
];

/** Invitation codes: demo_agent hands out AGENT01 (any domain). */
export const seedAffiliateCodes: readonly { code: string; account: string; domain: string | null }[] = [
  { code: 'AGENT01', account: 'demo_agent', domain: null },
];

/**
 * Social identities of the development verification service linked to demo accounts: an id token
 * from `POST /dev/id-token` with one of these subjects logs that member in.
 */
export const seedIdentities: readonly { provider: 'facebook' | 'google'; subject: string; account: string }[] = [
  { provider: 'google', subject: 'google-demo-member', account: 'demo_member' },
  { provider: 'facebook', subject: 'facebook-demo-member', account: 'demo_member' },
];
