/** The agent home's tile icons: 24 px line drawings in the text colour. */
function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const OverviewIcon = () => <Icon d="M4 20V10M10 20V4M16 20v-7M22 20H2" />;
export const RecordIcon = () => <Icon d="M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7" />;
export const TeamIcon = () => <Icon d="M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM2 20c0-3.5 3-5.5 7-5.5s7 2 7 5.5M16 4.5a3.5 3.5 0 010 6.5M18 14.8c2.3.6 4 2.3 4 5.2" />;
export const RedRainIcon = () => <Icon d="M6 8h12v13H6zM6 8l6 5 6-5M8 3v2M12 2v3M16 3v2" />;
export const ProfitIcon = () => <Icon d="M3 17l6-6 4 4 8-8M15 7h6v6" />;
export const BettingIcon = () => <Icon d="M4 4h16v16H4zM8 8h.01M16 16h.01M12 12h.01M16 8h.01M8 16h.01" />;
export const RebateIcon = () => <Icon d="M12 2v20M17 6H9.5a3.5 3.5 0 000 7h5a3.5 3.5 0 010 7H6" />;
export const TeamRebateIcon = () => <Icon d="M20 12a8 8 0 11-3-6.2M20 4v5h-5M12 8v8M9.5 10.5h4a1.5 1.5 0 010 3h-3a1.5 1.5 0 000 3h4" />;
export const SecurityIcon = () => <Icon d="M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5zM9 12l2 2 4-4" />;
export const MailIcon = () => <Icon d="M3 5h18v14H3zM3 6l9 7 9-7" />;
export const ServiceIcon = () => <Icon d="M4 14v-2a8 8 0 0116 0v2M4 14h3v5H5a1 1 0 01-1-1zM20 14h-3v5h2a1 1 0 001-1zM17 19c0 1.5-2 2-5 2" />;
export const NoticeIcon = () => <Icon d="M4 10v4h3l6 4V6L7 10zM16 9a4 4 0 010 6M19 6a8 8 0 010 12" />;
export const HomeIcon = () => <Icon d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" />;
export const AddMemberIcon = () => <Icon d="M9 11a4 4 0 100-8 4 4 0 000 8zM2 21c0-4 3-6 7-6s7 2 7 6M19 8v6M16 11h6" />;
export const DividendIcon = () => <Icon d="M12 3a9 9 0 109 9h-9zM15 3.5A9 9 0 0120.5 9H15z" />;
