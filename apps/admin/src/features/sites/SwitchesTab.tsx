import { adminSiteEndpoints, type SiteSettings } from '@lotto/contract';
import { Card, Switch, Typography } from 'antd';
import { type Control, useController } from 'react-hook-form';
import { useTexts } from '../../shared/i18n';

/**
 * The whitelabel switches in the groups an operator thinks in, each named in words with what
 * it shows or hides in the player app.
 */
export const SwitchesTab = ({ control }: { control: Control<SiteSettings> }) => {
  const S = useTexts().sites;
  const { field } = useController({ control, name: 'whitelabel' });
  const map = field.value;
  return (
    <div className="switch-groups">
      {adminSiteEndpoints.WHITELABEL_GROUPS.map((group) => (
        <Card key={group.id} size="small" title={S.switchGroups[group.id]}>
          {group.switches.map((id) => {
            const texts = S.switches[id];
            const on = map[id] !== false;
            return (
              <div key={id} className="switch-row">
                <Switch
                  size="small"
                  checked={on}
                  aria-label={texts.name}
                  onChange={(checked) => field.onChange({ ...map, [id]: checked })}
                />
                <div>
                  <Typography.Text strong>{texts.name}</Typography.Text>{' '}
                  <Typography.Text type="secondary" code>
                    {id}
                  </Typography.Text>
                  <div className="switch-does">{texts.does}</div>
                </div>
              </div>
            );
          })}
        </Card>
      ))}
    </div>
  );
};
