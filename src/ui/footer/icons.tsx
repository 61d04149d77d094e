import { footerIconPaths, footerIconStroke } from './footerIconPaths';

/** Footer icons: 24 px line drawings in the text colour. */
function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={d} {...footerIconStroke} />
    </svg>
  );
}

export const HomeIcon = () => <Icon d={footerIconPaths.home} />;
export const ActivityIcon = () => <Icon d={footerIconPaths.activity} />;
export const DepositIcon = () => <Icon d={footerIconPaths.deposit} />;
export const ServiceIcon = () => <Icon d={footerIconPaths.service} />;
export const MembersIcon = () => <Icon d={footerIconPaths.members} />;
