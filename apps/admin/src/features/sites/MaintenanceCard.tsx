import {
  adminSiteEndpoints as endpoints,
  type MaintenanceSettings,
  type SiteView,
} from '@lotto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Form, Input, Switch } from 'antd';
import dayjs from 'dayjs';
import { call } from '../../shared/api/call';
import { FormField } from '../../shared/form/FormField';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { fill, useTexts } from '../../shared/i18n';
import { StatusTag } from '../../shared/ui/StatusTag';
import { siteErrorText } from './errors';
import { siteKeys } from './keys';

/** Maintenance now, and a scheduled window that opens and closes by itself. */
export const MaintenanceCard = ({ view }: { view: SiteView }) => {
  const S = useTexts().sites;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const form = useSchemaForm<MaintenanceSettings>(endpoints.maintenanceSettings, view.maintenance);
  const { control } = form;
  const save = useMutation({
    mutationFn: (body: MaintenanceSettings) =>
      call(endpoints.updateMaintenance, { params: { code: view.code }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(siteKeys.site(view.code), saved);
      void queryClient.invalidateQueries({ queryKey: siteKeys.all, exact: true });
      form.reset(saved.maintenance);
      void message.success(S.maintenanceSaved);
    },
  });
  const state = view.underMaintenanceNow ? S.underMaintenance : S.live;
  return (
    <Card
      title={S.tabs.maintenance}
      extra={
        <StatusTag tone={view.underMaintenanceNow ? 'wait' : 'good'}>
          {fill(S.stateNow, { state })}
        </StatusTag>
      }
    >
      {save.error && <Alert showIcon type="error" title={siteErrorText(save.error, S)} />}
      <Form
        layout="vertical"
        className="form-grid"
        onFinish={() => void form.handleSubmit((body) => save.mutate(body))()}
        disabled={save.isPending}
      >
        <FormField
          control={control}
          name="on"
          label={S.maintenanceNow}
          extra={S.maintenanceNowHelp}
          render={({ id, value, onChange }) => (
            <Switch id={id} checked={value} onChange={onChange} />
          )}
        />
        <FormField
          control={control}
          name="window"
          label={S.window}
          extra={S.windowHelp}
          render={({ id, value, onChange }) => (
            <DatePicker.RangePicker
              id={{ start: id }}
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              allowClear
              value={value ? [dayjs(value.from), dayjs(value.until)] : null}
              onChange={(range) =>
                onChange(
                  range?.[0] && range[1]
                    ? { from: range[0].valueOf(), until: range[1].valueOf() }
                    : null,
                )
              }
            />
          )}
        />
        <FormField
          control={control}
          name="message"
          label={S.message}
          render={({ value, onChange, ...field }) => (
            <Input.TextArea
              {...field}
              value={value ?? ''}
              onChange={(e) => onChange(e.target.value || null)}
              autoSize={{ minRows: 2, maxRows: 4 }}
            />
          )}
        />
        <div className="form-actions">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {S.saveMaintenance}
          </Button>
        </div>
      </Form>
    </Card>
  );
};
