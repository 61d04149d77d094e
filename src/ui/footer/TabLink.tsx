import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { usePress } from '../motion/usePress';

type Props = {
  to: '/m/home' | '/m/activity' | '/m/voucherCenter' | '/m/mine';
  label: string;
  icon: ReactNode;
  centre?: boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** One footer entry; the router marks the current one with aria-current="page". */
export function TabLink({ to, label, icon, centre = false, onClick }: Props) {
  const { pressed, pressHandlers } = usePress();
  return (
    <Link
      to={to}
      className={centre ? 'tabbar__item tabbar__item--centre' : 'tabbar__item'}
      data-pressed={pressed || undefined}
      onClick={onClick}
      {...pressHandlers}
    >
      <span className="tabbar__icon">{icon}</span>
      <span className="tabbar__label">{label}</span>
    </Link>
  );
}
