/** Footer icons: 24 px line drawings in the text colour. */
function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const HomeIcon = () => <Icon d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" />;
export const ActivityIcon = () => <Icon d="M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-4-6-1s6 1 6 1c2-4 6-4 6-1s-6 1-6 1" />;
export const DepositIcon = () => <Icon d="M12 5v14M5 12h14" />;
export const ServiceIcon = () => <Icon d="M4 14v-2a8 8 0 0116 0v2M4 14h3v5H5a1 1 0 01-1-1zM20 14h-3v5h2a1 1 0 001-1zM17 19c0 1.5-2 2-5 2" />;
export const MembersIcon = () => <Icon d="M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4 4-6 8-6s8 2 8 6" />;
