import { adminSiteEndpoints as endpoints } from '@lotto/contract';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { Link, useParams } from 'react-router';
import { call } from '../../shared/api/call';
import { useTexts } from '../../shared/i18n';
import { QueryState } from '../../shared/ui/QueryState';
import { siteKeys } from './keys';
import { MaintenanceCard } from './MaintenanceCard';
import { SettingsForm } from './SettingsForm';

/** One site: its settings by tab, and its maintenance. */
export const SitePage = () => {
  const S = useTexts().sites;
  const code = useParams().code ?? '';
  const site = useQuery({
    queryKey: siteKeys.site(code),
    queryFn: () => call(endpoints.site, { params: { code } }),
  });
  return (
    <QueryState loading={site.isPending} error={site.error} retry={() => void site.refetch()}>
      {site.data && (
        <div className="page-stack">
          <Card
            title={`${site.data.settings.name} (${site.data.code})`}
            extra={<Link to="/sites">{S.back}</Link>}
          >
            <SettingsForm key={site.data.code} view={site.data} />
          </Card>
          <MaintenanceCard key={`m-${site.data.code}`} view={site.data} />
        </div>
      )}
    </QueryState>
  );
};
