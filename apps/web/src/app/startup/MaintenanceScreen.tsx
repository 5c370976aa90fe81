import { useSite } from '../../shared/site/site-status';
import MaintenancePage from './MaintenancePage';

/** /m/maintenance inside the app: the same page, for links that point at it. */
export default function MaintenanceScreen() {
  return <MaintenancePage status={useSite()} />;
}
