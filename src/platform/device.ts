/** True when the page runs as an installed home-screen app (PWA or iOS web clip). */
export function isStandaloneApp(): boolean {
  const iosStandalone = 'standalone' in window.navigator && window.navigator.standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

/** The login device flag (accounts §7): OTHERS for a standalone home-screen app. */
export function loginDevice(): 'H5' | 'OTHERS' {
  return isStandaloneApp() ? 'OTHERS' : 'H5';
}
