/** The member centre's line icons: 24 px, in the text colour, one per tile and menu entry key. */
function Icon({ d, size = 24 }: { d: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const paths: Record<string, string> = {
  // Quick tiles.
  benefits: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  deposit: 'M3 7h18v11H3zM3 11h18M12 14v-1M16 15h2',
  withdraw: 'M4 6h16v12H4zM12 9v6M9.5 12.5L12 15l2.5-2.5',
  invite: 'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21c0-4 3-6 7-6s7 2 7 6M19 8v6M16 11h6',
  security: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  // Menu entries.
  agency: 'M4 21V8l8-5 8 5v13M9 21v-6h6v6M9 10h.01M15 10h.01',
  depositRecord: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h3M12 5.5v0',
  withdrawRecord: 'M6 3h12v18H6zM9 8h6M9 12h6M14 15l-2 2-2-2M12 17v-4',
  accountRecord: 'M4 5h16v14H4zM4 9h16M8 13h3M8 16h6',
  bettingRecord: 'M5 4h14v16H5zM9 8l2 2 4-4M9 15h6',
  profitAndLoss: 'M4 20V4M4 20h16M8 16l3-4 3 2 5-6',
  transferToUpline: 'M12 20V6M7 11l5-5 5 5M5 3h14',
  rewardsCentre: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 01-10 0zM7 6H4a3 3 0 003 4M17 6h3a3 3 0 01-3 4',
  manualRebate: 'M4 12a8 8 0 0114-5.3L20 9M20 4v5h-5M20 12a8 8 0 01-14 5.3L4 15M4 20v-5h5',
  missionActivity: 'M5 21V4M5 4h11l-2 4 2 4H5',
  myRebate: 'M12 3a9 9 0 100 18 9 9 0 000-18zM9 15l6-6M9.5 9.5h0M14.5 14.5h0',
  inbox: 'M4 6h16v12H4zM4 7l8 6 8-6',
  feedback: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
};

export function EntryIcon({ name }: { name: string }) {
  const d = paths[name];
  return d === undefined ? null : <Icon d={d} />;
}

export const SettingsIcon = () => (
  <Icon d="M12 9a3 3 0 100 6 3 3 0 000-6zM19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-1.1-1.5 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 110-4h.1a1.7 1.7 0 001.5-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 114 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1z" />
);

export const ChevronIcon = () => <Icon d="M9 5l7 7-7 7" size={20} />;
