import type { DeviceFacts } from '../../machines/downloadBar.machine';

/** True when the page runs as an installed home-screen app (PWA or iOS web clip). */
export function isStandaloneApp(): boolean {
  const iosStandalone = 'standalone' in window.navigator && window.navigator.standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

/** The login device flag (accounts §7): OTHERS for a standalone home-screen app. */
export function loginDevice(): 'H5' | 'OTHERS' {
  return isStandaloneApp() ? 'OTHERS' : 'H5';
}

const appShellFlagKey = 'APP_SHELL';

/**
 * True inside the operator's native app shell (a WebView wrapper). Any one of three signals:
 * - `?app=1` on the URL the shell opens; remembered for the visit in sessionStorage, because
 *   in-app navigation drops the query;
 * - a `WinPlayApp` token in the user agent, which the shells append to the WebView's;
 * - WKWebView script message handlers (`window.webkit.messageHandlers`): they exist only when a
 *   native app registered them; mobile Safari has no `window.webkit`.
 */
export function isNativeAppShell(): boolean {
  if (new URLSearchParams(window.location.search).get('app') === '1') {
    rememberAppShell();
    return true;
  }
  return readAppShellFlag() || /\bWinPlayApp\b/.test(window.navigator.userAgent) || hasWebkitMessageHandlers();
}

function hasWebkitMessageHandlers(): boolean {
  if (!('webkit' in window)) return false;
  const { webkit } = window;
  return typeof webkit === 'object' && webkit !== null && 'messageHandlers' in webkit;
}

function rememberAppShell(): void {
  try {
    window.sessionStorage.setItem(appShellFlagKey, '1');
  } catch {
    // Without storage the flag holds until the next full load.
  }
}

function readAppShellFlag(): boolean {
  try {
    return window.sessionStorage.getItem(appShellFlagKey) === '1';
  } catch {
    return false;
  }
}

/** iPhones with a tall screen (X and later: 812 CSS px or more) keep a home indicator under the page. */
export function isTallScreenIPhone(): boolean {
  return /iPhone/.test(window.navigator.userAgent) && window.screen.height >= 812;
}

/**
 * How the page runs, for registration (accounts §3 registerMethod): APP inside the operator's
 * native shell, WEBCLIP when added to an iPhone home screen, PWA when installed elsewhere, H5 in a
 * browser tab.
 */
export function registerMethod(): 'APP' | 'H5' | 'WEBCLIP' | 'PWA' {
  if (isNativeAppShell()) return 'APP';
  if ('standalone' in window.navigator && window.navigator.standalone === true) return 'WEBCLIP';
  if (window.matchMedia('(display-mode: standalone)').matches) return 'PWA';
  return 'H5';
}

/**
 * The mobile system the page runs on, from a user agent: iPhone, iPad and iPod are iOS, and so is
 * an iPad in desktop mode (iPadOS 13 and later says "Macintosh", but a Mac has no touch screen).
 */
export function mobileOsOf(userAgent: string, maxTouchPoints = 0): 'ios' | 'android' | 'other' {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'ios';
  if (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/\bAndroid\b/.test(userAgent)) return 'android';
  return 'other';
}

/** This device's mobile system (see `mobileOsOf`). */
export function mobileOs(): 'ios' | 'android' | 'other' {
  return mobileOsOf(window.navigator.userAgent, window.navigator.maxTouchPoints);
}

/**
 * The iOS version a user agent names ("CPU iPhone OS 12_1_4 like Mac OS X" is 12.1; an iPad in
 * desktop mode names only its Safari "Version/17.2"), or null when it names none.
 */
export function iosVersionOf(userAgent: string): { major: number; minor: number } | null {
  const match = /\bOS (\d+)(?:_(\d+))?[_\d]* like Mac OS X/.exec(userAgent) ?? /\bVersion\/(\d+)(?:\.(\d+))?/.exec(userAgent);
  if (match === null) return null;
  return { major: Number(match[1]), minor: Number(match[2] ?? '0') };
}

/** This device's iOS version, or null when it is not iOS or does not say (see `iosVersionOf`). */
export function iosVersion(): { major: number; minor: number } | null {
  return mobileOs() === 'ios' ? iosVersionOf(window.navigator.userAgent) : null;
}

/** How this page runs and on what, for the download bar. */
export function deviceFacts(): DeviceFacts {
  return { runsAs: registerMethod(), os: mobileOs(), iosVersion: iosVersion() };
}
