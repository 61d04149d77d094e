/** Whether the shared login popup is open: one popup for every gated tap by a guest. */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const loginPopupStore = {
  open: () => set(true),
  close: () => set(false),
  isOpen: () => open,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
