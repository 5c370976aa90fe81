import {
  adminSiteEndpoints as endpoints,
  type MaintenanceSettings,
  type SiteView,
} from '@lotto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Space, Switch } from 'antd';
import { useState } from 'react';
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
        className="maintenance-grid"
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
            <WindowInputs id={id} value={value} onChange={onChange} endLabel={S.windowEnd} />
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

type Window = MaintenanceSettings['window'];

/** "2026-06-01T18:30" in the operator's own zone, as a datetime-local input shows it. */
const localInput = (ms: number) =>
  new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
const msOf = (text: string) => (text ? new Date(text).getTime() : Number.NaN);

/**
 * The window as two local date-times (typed or picked); it is a window once both are there,
 * none when both are empty.
 */
const WindowInputs = ({
  id,
  value,
  onChange,
  endLabel,
}: {
  id: string;
  value: Window;
  onChange: (next: Window) => void;
  endLabel: string;
}) => {
  const [from, setFrom] = useState(value ? localInput(value.from) : '');
  const [until, setUntil] = useState(value ? localInput(value.until) : '');
  const change = (nextFrom: string, nextUntil: string) => {
    setFrom(nextFrom);
    setUntil(nextUntil);
    const start = msOf(nextFrom);
    const end = msOf(nextUntil);
    onChange(Number.isNaN(start) || Number.isNaN(end) ? null : { from: start, until: end });
  };
  return (
    <Space.Compact block>
      <Input
        id={id}
        type="datetime-local"
        value={from}
        onChange={(e) => change(e.target.value, until)}
      />
      <Input
        aria-label={endLabel}
        type="datetime-local"
        value={until}
        onChange={(e) => change(from, e.target.value)}
      />
    </Space.Compact>
  );
};
