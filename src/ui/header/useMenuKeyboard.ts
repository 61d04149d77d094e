import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

type Options = {
  open: boolean;
  menuRef: RefObject<HTMLElement | null>;
  buttonRef: RefObject<HTMLElement | null>;
  close: (returnFocus: boolean) => void;
};

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  if (menu === null) return [];
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
}

/**
 * The WAI-ARIA menu button pattern: opening focuses the first item, arrows, Home and End move,
 * Escape closes and returns focus to the button, Tab or a tap outside closes.
 */
export function useMenuKeyboard({ open, menuRef, buttonRef, close }: Options) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!open) return;
    menuItems(menuRef.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      closeRef.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, menuRef, buttonRef]);

  return (event: KeyboardEvent<HTMLElement>) => {
    const items = menuItems(menuRef.current);
    const current = items.findIndex((item) => item === document.activeElement);
    const focusAt = (index: number) => items[(index + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };
}
