const collapsedKey = 'SIDE_SERVICE_COLLAPSED';

/**
 * Whether the user folded the side service widget away ('1') or opened it ('0') earlier in this
 * visit (the tab's session storage); null when they have not chosen.
 */
export function readServiceWidgetCollapsed(): boolean | null {
  try {
    const stored = window.sessionStorage.getItem(collapsedKey);
    return stored === null ? null : stored === '1';
  } catch {
    return null;
  }
}

export function writeServiceWidgetCollapsed(collapsed: boolean): void {
  try {
    window.sessionStorage.setItem(collapsedKey, collapsed ? '1' : '0');
  } catch {
    // Without storage the choice holds while home is open.
  }
}
