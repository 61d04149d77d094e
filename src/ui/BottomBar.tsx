import type { ReactNode } from 'react';

/**
 * A menu fixed to the bottom of the screen (styles.css `.bottom-bar`), in a slot of its height at
 * the end of the page so nothing ends under it. `tall`: room for the home indicator the native
 * shell draws over the page on a tall iPhone.
 */
export function BottomBar({ label, tall = false, children }: { label: string; tall?: boolean; children: ReactNode }) {
  return (
    <div className={tall ? 'bottom-bar-slot bottom-bar-slot--tall' : 'bottom-bar-slot'}>
      <nav className={tall ? 'bottom-bar bottom-bar--tall' : 'bottom-bar'} aria-label={label}>
        {children}
      </nav>
    </div>
  );
}
