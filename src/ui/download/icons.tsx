/** Line icons of the download prompts and the service widget: 24 px, in the text colour. */
function Icon({ d, size = 24 }: { d: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const CloseIcon = () => <Icon d="M6 6l12 12M18 6L6 18" size={20} />;
/** Stands in for the app icon when the site has none or it fails to load. */
export const AppGlyph = () => <Icon d="M8 3h8a2 2 0 012 2v14a2 2 0 01-2 2H8a2 2 0 01-2-2V5a2 2 0 012-2zM11 18h2M12 7v6M9.5 10.5L12 13l2.5-2.5" />;
export const DownloadIcon = () => <Icon d="M12 4v11M7 10l5 5 5-5M5 20h14" />;
export const GiftIcon = () => <Icon d="M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-4-6-1s6 1 6 1c2-4 6-4 6-1s-6 1-6 1" />;
export const TelegramIcon = () => <Icon d="M21 4L3 11l6 2 2 6 3-4 5 4zM9 13l12-9" />;
export const FacebookIcon = () => <Icon d="M14 21v-8h3l.5-3.5H14V7.5c0-1 .4-1.7 1.8-1.7H18V2.7A22 22 0 0015.4 2.5C12.8 2.5 11 4 11 6.9v2.6H8V13h3v8" />;
/** iOS Safari's Share button: a box with an arrow out of it. */
export const ShareIcon = () => <Icon d="M12 3v12M8 7l4-4 4 4M7 10H5v11h14V10h-2" size={20} />;
/** iOS's Add to Home Screen entry: a plus in a rounded square. */
export const AddSquareIcon = () => <Icon d="M5 3h14a2 2 0 012 2v14a2 2 0 01-2 2H5a2 2 0 01-2-2V5a2 2 0 012-2zM12 8v8M8 12h8" size={20} />;
export const ChevronIcon = () => <Icon d="M6 15l6-6 6 6" size={20} />;
