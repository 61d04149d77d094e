import { useDownloadBarActor } from '../../app/hooks';
import { SideServiceWidget } from './SideServiceWidget';

/** Home's side service widget; without the download bar (it failed) it keeps its other links. */
export function SideServiceWidgetHost() {
  return <SideServiceWidget bar={useDownloadBarActor()} />;
}
