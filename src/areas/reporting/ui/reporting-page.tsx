import { useConnectionsSettingsHref } from '../../../review-kit/connections-settings-href.ts';
import { ReportingDashboard } from './reporting-dashboard.tsx';

/** /reporting: the dashboard, with the Search Console notice leading to Settings' connections through the router. */
export default function ReportingPage() {
  return <ReportingDashboard settingsHref={useConnectionsSettingsHref()} />;
}
