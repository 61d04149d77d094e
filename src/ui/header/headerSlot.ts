import { createContext, useContext, useId, useLayoutEffect } from 'react';

/** What a screen asks of the header: its title and, optionally, where back goes. */
export type HeaderClaim = { title: string; backTo: string | undefined };

export type HeaderSlot = {
  /** Whether the shell shows its header on the current page. */
  shown: boolean;
  claim: (owner: string, claim: HeaderClaim | null) => void;
};

export const HeaderSlotContext = createContext<HeaderSlot | null>(null);

/**
 * Screens declare their header with <PageHeader>. Where the shell shows its own header, the
 * screen's title and back target go there instead of a second header; the result says so.
 */
export function useHeaderClaim(title: string, backTo: string | undefined): boolean {
  const slot = useContext(HeaderSlotContext);
  const owner = useId();
  const claimed = slot !== null && slot.shown;
  useLayoutEffect(() => {
    if (slot === null || !slot.shown) return;
    slot.claim(owner, { title, backTo });
    return () => slot.claim(owner, null);
  }, [slot, owner, title, backTo]);
  return claimed;
}
