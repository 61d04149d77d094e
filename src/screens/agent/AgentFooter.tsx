import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useStartupInfo } from '../../app/hooks';
import { BottomBar } from '../../ui/BottomBar';
import { AddMemberIcon, DividendIcon, HomeIcon } from './icons';

/**
 * The agent home's own footer (accounts §2 other targets): home, open a downline account, and
 * dividends only when the dividend feature is on.
 */
export function AgentFooter() {
  const { t } = useLingui();
  const { features } = useStartupInfo();
  return (
    <BottomBar label={t`Agent menu`}>
      <ul className="agenthome__footer-list">
        <FooterEntry to="/m/home" label={t`Home`} icon={<HomeIcon />} />
        <FooterEntry to="/m/agentRegister" label={t`Open an account`} icon={<AddMemberIcon />} />
        {features.dividend && <FooterEntry to="/m/member/agent/agentDivident" label={t`Dividends`} icon={<DividendIcon />} />}
      </ul>
    </BottomBar>
  );
}

type EntryProps = { to: '/m/home' | '/m/agentRegister' | '/m/member/agent/agentDivident'; label: string; icon: ReactNode };

function FooterEntry({ to, label, icon }: EntryProps) {
  return (
    <li>
      <Link to={to} className="agenthome__footer-entry">
        {icon}
        <span className="agenthome__footer-label">{label}</span>
      </Link>
    </li>
  );
}
