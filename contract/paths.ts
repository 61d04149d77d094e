/** The platform paths the client calls and the reference platform serves. */
export const apiPaths = {
  startup: '/wps/system/startup',
  /** Real-user figures of the page (contract/vitals.ts). */
  vitals: '/wps/system/vitals',
  login: '/wps/session/login',
  freeplay: '/wps/session/login/freeplay',
  logout: '/wps/session/logout',
  renew: '/wps/session/renew',
  captcha: '/wps/captcha',
  memberInfo: '/wps/member/info',
  walletBalance: '/wps/wallets/balance',
  smsNoLogin: '/wps/verification/sms/noLogin',
  smsResetPassword: '/wps/verification/sms/resetPassword',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  registerSettings: '/wps/system/setting/register',
  countries: '/wps/system/country',
  checkUsername: '/wps/check/username',
  affiliateCheck: '/wps/affiliate/check',
  forgotPasswordEmail: '/wps/member/forgetPassword/email',
  setPasswordByEmail: '/wps/member/password/email/reset',
  setPasswordByPhone: '/wps/member/password/phone',
  changePassword: '/wps/member/password',
  trialUser: '/wps/member/trialuser',
  /** Announcements, banners and pop-ups by content type (shell-and-content §7). */
  content: '/wps/content/notice',
  downloadLinks: '/wps/system/downloadLinks',
  hotMatches: '/wps/game/hotMatches',
  winners: '/wps/game/winners',
  gameList: '/wps/game/list',
  hotGames: '/wps/game/hot',
  vendorGameTypes: '/wps/game/vendorGameType',
  vassalages: '/wps/game/vassalages',
  vendorInfo: '/wps/game/vendorInfo',
  launchGame: '/wps/game/launch',
  /** Favourite game list (GET), add (POST), remove (DELETE). */
  favouriteGames: '/wps/game/favourite',
  favouriteIds: '/wps/game/favourite/ids',
  recentGames: '/wps/game/recent',
  addRecentGame: '/wps/game/recent/add',
  lotteryList: '/wps/game/lottery',
  gameMenus: '/wps/game/menus',
  /** The member's head icon and the icons to pick from (GET), choose one (POST, form-encoded). */
  headIcon: '/wps/member/info/icon',
  unreadMessageCount: '/wps/member/message/unread',
  /** The member's inbox (GET, paged) and marking one message read (POST `messageRead`). */
  messages: '/wps/member/message',
  messageRead: '/wps/member/message/read',
  /** Announcements with the member's read state and the unread footer; marking one read. */
  memberNotices: '/wps/content/notice/member',
  noticeRead: '/wps/content/notice/read',
  vipLevels: '/wps/member/vip',
  helpList: '/wps/help',
  helpDetail: '/wps/help/detail',
  teamKpi: '/wps/agent/team/kpi',
  agentAffiliate: '/wps/agent/affiliate',
  openDownline: '/wps/agent/downline',
  downlines: '/wps/agent/downlines',
  transferDownline: '/wps/agent/transferDownline',
  transferMultipleDownline: '/wps/agent/transferMultipleDownline',
  updateDownlineRebates: '/wps/agent/updateDownlineRebates',
  /** Which contracts wait for the member's answer (the spec's contract request). */
  pendingContracts: '/wps/agent/contract/request',
  /** One contract (GET) and the answer to it (POST), per kind. */
  dailySalaryContract: '/wps/agent/contract/dailySalary',
  dividendContract: '/wps/agent/contract/dividend',
  hourlySalaryContract: '/wps/agent/contract/hourlySalary',
  /** The deposit channels (GET); a deposit order: create (POST, with an Idempotency-Key) and read (GET `?id=`). */
  depositChannels: '/wps/deposit/channels',
  depositOrder: '/wps/deposit/order',
} as const;

/** Marks a body encrypted as compact JWE (RSA-OAEP-256 + A256GCM) to the platform key. */
export const encryptionHeader = 'Encryption';
export const encryptionScheme = 'JWE';
export const joseContentType = 'application/jose';
