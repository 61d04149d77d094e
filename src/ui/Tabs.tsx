import { useEffect, useRef, type KeyboardEvent } from 'react';
import './tabs.css';

type Tab<T extends string> = { id: T; label: string };

type Props<T extends string> = {
  label: string;
  tabs: ReadonlyArray<Tab<T>>;
  selected: T;
  onSelect: (id: T) => void;
  /**
   * With panels (the WAI-ARIA tabs pattern): each tab gets the id `tabId(idBase, id)` and controls
   * the element with the id `tabPanelId(idBase, id)`, which the caller renders as its tabpanel.
   */
  idBase?: string;
  /** Many tabs on a phone: one row that scrolls sideways, keeping the selected tab in view. */
  scrollable?: boolean;
};

export const tabId = (idBase: string, id: string) => `${idBase}-tab-${id}`;
export const tabPanelId = (idBase: string, id: string) => `${idBase}-panel-${id}`;

/** A tab switch (login method, registration method, recovery mode); arrow keys move between tabs. */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, idBase, scrollable = false }: Props<T>) {
  const list = useRef<HTMLDivElement>(null);
  const select = (event: KeyboardEvent, index: number) => {
    const next = tabs[(index + tabs.length) % tabs.length];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next.id);
    list.current?.querySelector<HTMLButtonElement>(`[data-tab="${next.id}"]`)?.focus();
  };
  const current = () => tabs.findIndex((tab) => tab.id === selected);

  const laidOut = useRef(false);
  useEffect(() => {
    const strip = list.current;
    if (!scrollable || !strip) return;
    const reveal = () => {
      const tab = strip.querySelector<HTMLElement>(`[data-tab="${selected}"]`);
      if (!tab) return;
      // Sideways only: scrollIntoView would also scroll the page to a strip that is out of sight.
      const left = tab.offsetLeft - strip.offsetLeft;
      if (left < strip.scrollLeft || left + tab.offsetWidth > strip.scrollLeft + strip.clientWidth) {
        strip.scrollLeft = left - (strip.clientWidth - tab.offsetWidth) / 2;
      }
    };
    if (laidOut.current || typeof ResizeObserver !== 'function') {
      reveal();
      return;
    }
    // A new strip: once the browser has laid it out (a resize observer's first report, before the
    // frame is painted), not by laying the page out ahead of it in the task that mounts the screen
    // (TBT, issue 14).
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      laidOut.current = true;
      reveal();
    });
    observer.observe(strip);
    return () => observer.disconnect();
  }, [scrollable, selected]);

  return (
    <div
      ref={list}
      className={scrollable ? 'tabs tabs--scroll' : 'tabs'}
      role="tablist"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') select(event, current() + 1);
        if (event.key === 'ArrowLeft') select(event, current() - 1);
        if (event.key === 'Home') select(event, 0);
        if (event.key === 'End') select(event, tabs.length - 1);
      }}
    >
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          data-tab={tab.id}
          id={idBase === undefined ? undefined : tabId(idBase, tab.id)}
          aria-controls={idBase === undefined ? undefined : tabPanelId(idBase, tab.id)}
          className="tabs__tab"
          aria-selected={tab.id === selected}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
