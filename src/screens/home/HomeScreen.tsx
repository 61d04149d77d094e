import { Trans } from '@lingui/react/macro';
import { AnnouncementPopupHost } from '../../ui/announcementPopup/AnnouncementPopupHost';
import { ContractPromptHost } from '../../ui/contractPrompt/ContractPromptHost';
import { AnnouncementBar } from './AnnouncementBar';
import { BannerCarousel } from './BannerCarousel';
import { DownloadBarHost } from './DownloadBarHost';
import { HotMatchStrip } from './HotMatchStrip';
import { JackpotCounters } from './JackpotCounters';
import { LanguagePicker } from './LanguagePicker';
import { PopularGames } from './PopularGames';
import { SideServiceWidgetHost } from './SideServiceWidgetHost';
import { WinnerBoard } from './WinnerBoard';

/**
 * Home (shell-and-content §2), top to bottom. Each section loads its own data (started by the
 * route's loader), keeps a fixed-size place while it loads and offers its own retry.
 */
export function HomeScreen() {
  return (
    <main className="page home">
      <h1 className="visually-hidden">
        <Trans>Home</Trans>
      </h1>
      <DownloadBarHost />
      <BannerCarousel />
      <AnnouncementBar />
      <HotMatchStrip />
      <JackpotCounters />
      <PopularGames />
      <WinnerBoard />
      <LanguagePicker />
      <AnnouncementPopupHost />
      <ContractPromptHost />
      <SideServiceWidgetHost />
    </main>
  );
}
