import { useRef, type KeyboardEvent } from 'react';

type Tab<T extends string> = { id: T; label: string };

type Props<T extends string> = {
  label: string;
  tabs: ReadonlyArray<Tab<T>>;
  selected: T;
  onSelect: (id: T) => void;
};

/** A tab switch (login method, registration method, recovery mode); arrow keys move between tabs. */
export function Tabs<T extends string>({ label, tabs, selected, onSelect }: Props<T>) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent, step: number) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next.id);
    list.current?.querySelector<HTMLButtonElement>(`[data-tab="${next.id}"]`)?.focus();
  };
  return (
    <div
      ref={list}
      className="tabs"
      role="tablist"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(event, 1);
        if (event.key === 'ArrowLeft') move(event, -1);
      }}
    >
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          data-tab={tab.id}
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
