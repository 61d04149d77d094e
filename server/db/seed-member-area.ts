import type { ContractKind, VipLevel } from '../../contract';

/*
 * The demo site's member area (issue 13): inbox messages, announcement read state, VIP levels, help
 * articles in English, Filipino (TY) and Portuguese, and the contracts an upline offers. Times are
 * relative to the seed time, so a reset brings back the same picture on any day.
 */

const hourMs = 60 * 60 * 1000;

export interface SeedMessage {
  title: string;
  content: string;
  /** How long before the seed time it was sent. */
  hoursAgo: number;
  read: boolean;
}

/** Inboxes by account, newest first. demo_member has 3 unread of 6; demo_agent 2 unread of 5. */
export const seedMessages: Readonly<Record<string, readonly SeedMessage[]>> = {
  demo_member: [
    {
      title: 'Your VIP3 birthday bonus is ready',
      content: '<p>Happy birthday! Your <strong>VIP3 birthday bonus</strong> of 388.00 is in your wallet.</p>',
      hoursAgo: 2,
      read: false,
    },
    {
      title: 'Deposit received',
      content: '<p>We received your deposit of <strong>500.00</strong>. Good luck!</p><p>Reference: DP-20260115-0042</p>',
      hoursAgo: 5,
      read: false,
    },
    {
      title: 'Weekend slots tournament starts Friday',
      content:
        '<p>Join the <a href="/m/activity">weekend slots tournament</a> and climb the leader board.</p><ul><li>Prize pool 100,000.00</li><li>Top 50 win</li></ul>',
      hoursAgo: 26,
      read: false,
    },
    {
      title: 'Withdrawal completed',
      content: '<p>Your withdrawal of <strong>200.00</strong> was sent to your bank account.</p>',
      hoursAgo: 50,
      read: true,
    },
    {
      title: 'Security tip: keep your password private',
      content: '<p>We never ask for your password. Turn on the security questions in the <a href="/m/securityCenter">security centre</a>.</p>',
      hoursAgo: 120,
      read: true,
    },
    {
      title: 'Welcome to Demo Bet',
      content: '<h3>Welcome!</h3><p>Your account is ready. Make your first deposit to claim the welcome bonus.</p>',
      hoursAgo: 720,
      read: true,
    },
  ],
  demo_agent: [
    {
      title: 'New contracts are waiting for your answer',
      content: '<p>Your daily salary, dividend and hourly salary contracts are ready. Open the agency centre to review them.</p>',
      hoursAgo: 1,
      read: false,
    },
    {
      title: 'Team report: three new members today',
      content: '<p>Your team grew today. See <a href="/m/agent/team/overview">team overview</a> for details.</p>',
      hoursAgo: 3,
      read: false,
    },
    {
      title: 'Commission paid',
      content: '<p>Your commission of <strong>1,240.50</strong> for last week is in your wallet.</p>',
      hoursAgo: 30,
      read: true,
    },
    {
      title: 'Agent rebate rates updated',
      content: '<p>From next Monday the top agent rebate rises to <strong>2.5%</strong>.</p><table><tr><th>Level</th><th>Rate</th></tr><tr><td>Agent</td><td>2.5%</td></tr></table>',
      hoursAgo: 96,
      read: true,
    },
    {
      title: 'Welcome, agent',
      content: '<p>Share your invitation code <strong>AGENT01</strong> to grow your team.</p>',
      hoursAgo: 720,
      read: true,
    },
  ],
};

export function messageSentAt(now: Date, message: SeedMessage): Date {
  return new Date(now.getTime() - message.hoursAgo * hourMs);
}

/** Announcements (ids of seed-content.ts) each account has already read. */
export const seedNoticeReads: Readonly<Record<string, readonly number[]>> = {
  demo_member: [203],
  demo_agent: [203],
};

const vip = (level: number, minDeposit: number, minTurnover: number, benefits: VipLevel['benefits']): VipLevel => ({
  level: `VIP${level}`,
  name: level === 0 ? 'Member' : `VIP ${level}`,
  minDeposit,
  minTurnover,
  benefits,
});

/** The demo site's VIP levels, lowest first: demo_member is VIP3, demo_agent VIP5. */
export const seedVipLevels: readonly VipLevel[] = [
  vip(0, 0, 0, { upgradeBonus: 0, birthdayBonus: 0, monthlyBonus: 0, rebatePercent: 0.3, dailyWithdrawals: 3 }),
  vip(1, 1_000, 10_000, { upgradeBonus: 18, birthdayBonus: 38, monthlyBonus: 8, rebatePercent: 0.4, dailyWithdrawals: 5 }),
  vip(2, 5_000, 50_000, { upgradeBonus: 58, birthdayBonus: 88, monthlyBonus: 28, rebatePercent: 0.5, dailyWithdrawals: 5 }),
  vip(3, 20_000, 200_000, { upgradeBonus: 188, birthdayBonus: 388, monthlyBonus: 88, rebatePercent: 0.6, dailyWithdrawals: 8 }),
  vip(4, 50_000, 600_000, { upgradeBonus: 388, birthdayBonus: 688, monthlyBonus: 188, rebatePercent: 0.7, dailyWithdrawals: 10 }),
  vip(5, 200_000, 2_000_000, { upgradeBonus: 1_288, birthdayBonus: 1_888, monthlyBonus: 588, rebatePercent: 0.8, dailyWithdrawals: 15 }),
  vip(6, 1_000_000, 10_000_000, { upgradeBonus: 5_888, birthdayBonus: 8_888, monthlyBonus: 2_888, rebatePercent: 1, dailyWithdrawals: 20 }),
];

/** Languages the help centre is written in; any other language reads the English articles. */
export const helpLanguages = ['EN', 'TY', 'PT'] as const;
export type HelpLanguage = (typeof helpLanguages)[number];

interface SeedHelpArticle {
  id: number;
  /** By language; English is always there. */
  text: Readonly<Record<'EN', { category: string; title: string; content: string }>> &
    Partial<Record<HelpLanguage, { category: string; title: string; content: string }>>;
}

/** Help articles in display order. Article 305 is in English only: other languages fall back to it. */
export const seedHelpArticles: readonly SeedHelpArticle[] = [
  {
    id: 301,
    text: {
      EN: {
        category: 'Account',
        title: 'How do I register?',
        content: '<p>Tap <strong>Register</strong>, choose a username and a password of at least 8 characters, then enter the verification code.</p>',
      },
      TY: {
        category: 'Account',
        title: 'Paano ako magrerehistro?',
        content: '<p>Pindutin ang <strong>Register</strong>, pumili ng username at password na hindi bababa sa 8 character, at ilagay ang verification code.</p>',
      },
      PT: {
        category: 'Conta',
        title: 'Como me registo?',
        content: '<p>Toque em <strong>Registar</strong>, escolha um nome de utilizador e uma palavra-passe com pelo menos 8 caracteres e introduza o código.</p>',
      },
    },
  },
  {
    id: 302,
    text: {
      EN: {
        category: 'Account',
        title: 'I forgot my password',
        content: '<p>On the login screen tap <em>Forgot password</em>. You can reset it by e-mail or by SMS to your verified number.</p>',
      },
      TY: {
        category: 'Account',
        title: 'Nakalimutan ko ang aking password',
        content: '<p>Sa login screen, pindutin ang <em>Forgot password</em>. Maaari itong i-reset sa e-mail o SMS.</p>',
      },
      PT: {
        category: 'Conta',
        title: 'Esqueci-me da palavra-passe',
        content: '<p>No ecrã de entrada toque em <em>Esqueci a palavra-passe</em>. Pode repô-la por e-mail ou SMS.</p>',
      },
    },
  },
  {
    id: 303,
    text: {
      EN: {
        category: 'Deposits and withdrawals',
        title: 'How do I deposit?',
        content: '<ol><li>Open <a href="/m/voucherCenter">Deposit</a>.</li><li>Choose a method.</li><li>Enter the amount and confirm.</li></ol>',
      },
      TY: {
        category: 'Deposito at pag-withdraw',
        title: 'Paano mag-deposito?',
        content: '<ol><li>Buksan ang <a href="/m/voucherCenter">Deposit</a>.</li><li>Pumili ng paraan.</li><li>Ilagay ang halaga at kumpirmahin.</li></ol>',
      },
      PT: {
        category: 'Depósitos e levantamentos',
        title: 'Como faço um depósito?',
        content: '<ol><li>Abra <a href="/m/voucherCenter">Depósito</a>.</li><li>Escolha um método.</li><li>Indique o valor e confirme.</li></ol>',
      },
    },
  },
  {
    id: 304,
    text: {
      EN: {
        category: 'Deposits and withdrawals',
        title: 'How long does a withdrawal take?',
        content: '<p>Most withdrawals arrive within <strong>15 minutes</strong>. Your VIP level sets how many you can make a day.</p>',
      },
      TY: {
        category: 'Deposito at pag-withdraw',
        title: 'Gaano katagal ang pag-withdraw?',
        content: '<p>Karamihan ng withdrawal ay dumarating sa loob ng <strong>15 minuto</strong>.</p>',
      },
      PT: {
        category: 'Depósitos e levantamentos',
        title: 'Quanto tempo demora um levantamento?',
        content: '<p>A maioria dos levantamentos chega em <strong>15 minutos</strong>.</p>',
      },
    },
  },
  {
    id: 305,
    text: {
      EN: {
        category: 'Responsible gaming',
        title: 'Setting limits and taking a break',
        content: '<p>Set daily deposit limits or a cool-off period from the member centre. <a href="https://www.demobet.example/responsible-gaming">Read more</a>.</p>',
      },
    },
  },
  {
    id: 306,
    text: {
      EN: {
        category: 'Agents',
        title: 'How do I become an agent?',
        content: '<p>Contact customer service. As an agent you open accounts for your team and earn rebates on their play.</p>',
      },
      TY: {
        category: 'Mga ahente',
        title: 'Paano maging ahente?',
        content: '<p>Makipag-ugnayan sa customer service. Bilang ahente, magbubukas ka ng account para sa iyong team.</p>',
      },
      PT: {
        category: 'Agentes',
        title: 'Como me torno agente?',
        content: '<p>Contacte o apoio ao cliente. Como agente abre contas para a sua equipa e ganha comissões.</p>',
      },
    },
  },
];

export interface ContractTerms {
  period: 'HOUR' | 'DAY' | 'HALF_MONTH' | 'MONTH';
  tiers: { threshold: number; activeMembers: number; reward: number }[];
}

/** The terms the site offers for each kind of contract. Dividend rewards are percent of the net loss. */
export const contractTerms: Readonly<Record<ContractKind, ContractTerms>> = {
  dailySalary: {
    period: 'DAY',
    tiers: [
      { threshold: 10_000, activeMembers: 5, reward: 100 },
      { threshold: 50_000, activeMembers: 10, reward: 600 },
      { threshold: 200_000, activeMembers: 20, reward: 3_000 },
    ],
  },
  dividend: {
    period: 'HALF_MONTH',
    tiers: [
      { threshold: 10_000, activeMembers: 5, reward: 10 },
      { threshold: 50_000, activeMembers: 10, reward: 20 },
      { threshold: 200_000, activeMembers: 20, reward: 30 },
    ],
  },
  hourlySalary: {
    period: 'HOUR',
    tiers: [
      { threshold: 2_000, activeMembers: 3, reward: 10 },
      { threshold: 10_000, activeMembers: 5, reward: 60 },
      { threshold: 50_000, activeMembers: 10, reward: 350 },
    ],
  },
};

/** Contracts waiting for an answer, by account: demo_agent has one of each kind. */
export const seedPendingContracts: Readonly<Record<string, readonly ContractKind[]>> = {
  demo_agent: ['dailySalary', 'dividend', 'hourlySalary'],
};
