import { useId } from 'react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Vendor } from '../../../contract';
import { vendorInfoQuery, vendorsQuery } from '../../api/gameQueries';
import { useStartupInfo } from '../../app/hooks';
import { gameCategoryLabels } from '../../ui/games/categoryLabels';
import { QueryContent } from '../../ui/QueryContent';
import { useCurrentLanguage } from '../../app/languageChanges';
import { centreCategories } from '../centres/categories';
import { CentreVendors } from '../centres/CentreVendors';
import type { PopularTab } from '../home/popularTabs';
import '../../ui/games/gamesStatus.css';
import '../centres/centres.css';

const back = '/m/gameCenter';

/**
 * `/m/gameCenter` (shell-and-content §2): every category in home's order, each with its vendors;
 * a vendor opens its lobby or its game list as on home. The lottery categories also lead to the
 * lottery list.
 */
export function GameCenterScreen() {
  const { merchantCode } = useStartupInfo();
  const language = useCurrentLanguage();
  const info = useQuery(vendorInfoQuery(language, merchantCode));
  const logos = useQuery(vendorsQuery(merchantCode)).data;
  return (
    <main className="page">
      <QueryContent query={info} loadingClass="games-status games-shimmer games-status--page" messageClass="games-status games-status--page">
        {(data) => {
          const categories = centreCategories(data);
          const firstLottery = categories.find((category) => category.id === 'LOTT' || category.id === 'ELOTT');
          return categories.map((category) => (
            <CategorySection key={category.id} category={category} logos={logos} lotteryLink={category === firstLottery} />
          ));
        }}
      </QueryContent>
    </main>
  );
}

type SectionProps = { category: PopularTab; logos: readonly Vendor[] | undefined; lotteryLink: boolean };

function CategorySection({ category, logos, lotteryLink }: SectionProps) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <section className="centre-section" aria-labelledby={headingId}>
      <div className="centre-section__head">
        <h2 id={headingId} className="centre-section__title">
          {i18n._(gameCategoryLabels[category.id])}
        </h2>
        {lotteryLink ? (
          <Link to="/m/lottery" className="centre-section__link">
            <Trans>All lotteries</Trans>
          </Link>
        ) : null}
      </div>
      <CentreVendors entries={category.vendors} logos={logos} back={back} />
    </section>
  );
}
