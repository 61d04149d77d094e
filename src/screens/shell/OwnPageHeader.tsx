import { useLingui } from '@lingui/react';
import { useMatch } from '@tanstack/react-router';
import { PageHeader } from '../../ui/PageHeader';

/**
 * The header of a page that hides the shell's (login, register, member center, agent home): back
 * and the title its route declares. `backTo` is for a back target of the page's own: the shell's
 * back targets are the route's.
 */
export function OwnPageHeader({ backTo }: { backTo?: '/m/home' }) {
  const { i18n } = useLingui();
  const chrome = useMatch({ strict: false, select: (match) => match.staticData.chrome });
  if (chrome === undefined) throw new Error('A page header outside a page route');
  return <PageHeader title={i18n._(chrome.title)} backTo={backTo ?? chrome.backTo} />;
}
