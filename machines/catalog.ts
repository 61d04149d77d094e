import type { AnyStateMachine } from 'xstate';
import { appMachine } from './app.machine';
import { announcementPopupMachine } from './announcementPopup.machine';
import { appUpdateMachine } from './appUpdate.machine';
import { authMachine } from './auth.machine';
import { captchaMachine } from './captcha.machine';
import { carouselMachine } from './carousel.machine';
import { backGestureMachine } from './backGesture.machine';
import { balanceMachine } from './balance.machine';
import { changePasswordMachine } from './changePassword.machine';
import { contractPromptsMachine } from './contractPrompts.machine';
import { downloadBarMachine } from './downloadBar.machine';
import { forgotPasswordMachine } from './forgotPassword.machine';
import { forgotPasswordEmailMachine } from './forgotPasswordEmail.machine';
import { forgotPasswordPhoneMachine } from './forgotPasswordPhone.machine';
import { gameListMachine } from './gameList.machine';
import { jackpotMachine } from './jackpot.machine';
import { languageMachine } from './language.machine';
import { launchGameMachine } from './launchGame.machine';
import { languageDebounceMachine } from './languageDebounce.machine';
import { loginMachine } from './login.machine';
import { loginPopupMachine } from './loginPopup.machine';
import { logoutMachine } from './logout.machine';
import { openDownlineMachine } from './openDownline.machine';
import { pagedListMachine } from './pagedList.machine';
import { popularGamesMachine } from './popularGames.machine';
import { registrationMachine } from './registration.machine';
import { smsCountdownMachine } from './smsCountdown.machine';
import { startupMachine } from './startup.machine';
import { toastsMachine } from './toasts.machine';

/**
 * Every machine of the product, by the name its diagram and coverage row carry. The diagram
 * generator, the coverage report and the stale-diagram test all read this list.
 */
export const machineCatalog: ReadonlyArray<{ name: string; machine: AnyStateMachine; summary: string }> = [
  { name: 'app', machine: appMachine, summary: 'Root actor: owns startup, auth, language, toasts, the login popup, the announcement popup, the download bar, the contract prompts, the updates of the app and sign-out for the app lifetime, and the reactions between them (who the user is reaches the router and every extra still running); a failing essential child shows a reload page, a failing extra is reported and left out.' },
  { name: 'announcementPopup', machine: announcementPopupMachine, summary: 'The announcement popup: 500 ms after start, once auth has reported, the pop-ups of the user\'s group (A signed in, B visitor; F on the first login); shown when the set differs from the stored one or was never closed; closing stores show=false and animates out; previous/next clamped; the promotion button only with a session; every change of who the user is reloads.' },
  { name: 'loginPopup', machine: loginPopupMachine, summary: 'The login popup for gated taps by guests: open with where logging in comes back to; closed by the user or once a session exists.' },
  { name: 'downloadBar', machine: downloadBarMachine, summary: 'The download bar, the install popup and the add-to-home-screen guide: reads the device, the hide flag and the site\'s settings when the window opens; hidden inside the native app, when installed, with no link for the device, once closed (remembered for later windows) and, when login is required, without a session; the popup and guide follow the device rules; where the browser offers to install the app (Chromium) and the site has the home-screen option, its own prompt is an entry of the popup (or the popup itself when it is all there is), turned down it goes, installed the bar goes.' },
  { name: 'contractPrompts', machine: contractPromptsMachine, summary: 'The agent contract prompts: for a session whose member type is not 4, 40, 41 or 42 the platform is asked which contracts are pending; daily salary, dividend and hourly salary prompt in turn with cancel or a way to the contract page, the next one waiting until the member is back; an answered contract makes the platform be asked again and no longer prompts; a failed check prompts nothing and is tried again on the next report of the session; sign-out forgets it all.' },
  { name: 'appUpdate', machine: appUpdateMachine, summary: 'The installed copy of the app (its service worker): registered once the page has loaded; a new version taking over shows a notice, Reload loads it now, Later leaves it for the next page load and a newer version shows the notice again; without service workers (a dev build, a browser without them, a refused registration) nothing is shown.' },
  { name: 'startup', machine: startupMachine, summary: 'Start-up state: normal, maintenance, region restriction, load failure.' },
  { name: 'auth', machine: authMachine, summary: 'Who the user is: restoring, guest, member, agent or trial.' },
  { name: 'login', machine: loginMachine, summary: 'Login by username/password or mobile/SMS code (MOBILEVERCODELOGIN3): remembered credentials per method, the captcha the platform can demand, free play, social sign-in; errors re-validate 200 ms after a language change.' },
  { name: 'captcha', machine: captchaMachine, summary: 'The captcha box: hidden until a failed attempt demands it; a tap or a method switch loads a fresh image and clears the answer.' },
  { name: 'languageDebounce', machine: languageDebounceMachine, summary: 'The language-change debounce: tells its screen machine 200 ms after the last of a burst of language switches.' },
  { name: 'language', machine: languageMachine, summary: 'Interface language: stored choice, browser or English at start; switching loads the catalog, sets the document language and direction, stores and announces it.' },
  { name: 'balance', machine: balanceMachine, summary: 'Header balance: hidden or shown by the user, hidden while a refresh runs, a failed refresh shown.' },
  { name: 'backGesture', machine: backGestureMachine, summary: 'Detects the browser back gesture (swipe over 100 px or an off-screen start) to skip page transitions.' },
  { name: 'logout', machine: logoutMachine, summary: 'Sign-out from settings or the header: confirm, loading message, logout call, local clearing; a failed call still signs out locally and says so.' },
  { name: 'changePassword', machine: changePasswordMachine, summary: 'Change password: shared rules, a popup and no call when the new password equals the old, loading message, "Change saved" 1 s then home; a failure keeps what was typed.' },
  { name: 'openDownline', machine: openDownlineMachine, summary: 'Open a downline account (agent): the registration rules for the account and its password, a 0-100 % rebate, member or agent; a refused submit focuses the first invalid field; the platform\'s refusal shows on the field it names (focused) or under the form, keeping what was typed; success names the account, and opening another starts from an empty form.' },
  { name: 'registration', machine: registrationMachine, summary: 'Registration by username or mobile: the site\'s per-field rules and the shared checks, the affiliate code checked (also from the URL), the captcha and SMS code, then the new member is logged in.' },
  { name: 'toasts', machine: toastsMachine, summary: 'The one toast system: short 3 s / long 8 s toasts, 1.5 s notices, loading toasts closed by hide or at their limit.' },
  { name: 'launchGame', machine: launchGameMachine, summary: 'Game launch: asks the platform for the game\'s address and opens it in place of the app; a failure says why, with the way back and, unless the game does not exist, a retry.' },
  { name: 'popularGames', machine: popularGamesMachine, summary: 'The popular-games tabs on home: the chosen tab, reset to HOT 200 ms after the last language change together with the language vendors and hot games load in; a broken debounce leaves the tabs working.' },
  { name: 'carousel', machine: carouselMachine, summary: 'A carousel of home (banners, hot matches): turns every 5000 ms only with more than one slide; held while a mouse is over it, focus is inside or the page is hidden; stopped and started by the user\'s rotation control (blur or the pointer leaving never restart it); never turns by itself under reduced motion; a move by hand restarts the wait.' },
  { name: 'smsCountdown', machine: smsCountdownMachine, summary: 'The SMS get-code button: a valid number first, sending with a loading message, then a countdown of expiredMinutes × 60 s; asking again meanwhile does nothing.' },
  { name: 'forgotPassword', machine: forgotPasswordMachine, summary: 'Forgot password: a phone tab (with PSWCHANGEVERIFY3, chosen first) and an e-mail tab, each a flow that lives as long as the screen; ends with the password reset (to login) or signed in (home).' },
  { name: 'forgotPasswordEmail', machine: forgotPasswordEmailMachine, summary: 'Forgot password by e-mail: username + e-mail, the same 1 s success message for any account, then the e-mailed code and a new password; same-as-old clears the passwords, other failures the code.' },
  { name: 'forgotPasswordPhone', machine: forgotPasswordPhoneMachine, summary: 'Set password by phone: number, SMS code (countdown child), new password; success signs the member in; same-as-old clears the passwords, other failures the code.' },
  { name: 'gameList', machine: gameListMachine, summary: 'The game list: tab (all, recent, fav, hot), class, vendor, minimum bet (RNG only) and search, normalized by one set of rules, written to the address on every change the user makes and adopted from it on back and forward; any change of filters or language (200 ms after the last) shows another list, whose pages are its own pagedList.' },
  { name: 'pagedList', machine: pagedListMachine, summary: 'A long list\'s pages (game list, inbox): page 1 first, whose answer sizes the list; the next page near the end; once the rows on screen settle (150 ms), the pages they need by number, so a fling or a jump to the end loads only where it stops; three pages at a time, one batch at most once a second; a failed page is asked again only by its retry, in its own rows.' },
  { name: 'jackpot', machine: jackpotMachine, summary: 'The clock of the home jackpot counters: they move only while motion is allowed and the page is visible (reduced motion wins); variant 1 sweeps from its low to its high value, its frames drawn by the view while running; variant 2 starts at a random value in its range and rises by a random 10,000 to 50,000 after a random 3, 4 or 5 s, the randomness the view\'s.' },
];
