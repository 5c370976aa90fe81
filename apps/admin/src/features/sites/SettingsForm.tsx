import {
  adminSiteEndpoints as endpoints,
  type SiteSettings,
  type SiteView,
  SUPPORTED_LANGUAGES,
} from '@lotto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Form, Input, InputNumber, Select, Space, Tabs } from 'antd';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { call } from '../../shared/api/call';
import { FormField } from '../../shared/form/FormField';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { useTexts } from '../../shared/i18n';
import { ImageUpload } from '../../shared/ui/ImageUpload';
import { siteErrorText } from './errors';
import { ColourField, TagsField, TextField } from './fields';
import { siteKeys } from './keys';
import { LinksTab } from './LinksTab';
import { SwitchesTab } from './SwitchesTab';
import { TemplateTab } from './TemplateTab';
import { ThemePreview } from './ThemePreview';

const THEME_KEYS = [
  'primary',
  'primaryContrast',
  'headerBackground',
  'headerText',
  'pageBackground',
  'accent',
] as const;

const timeZones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['Asia/Yangon', 'UTC'];
  }
};

/** Every setting of a site in one form, by tab, saved at once; the preview follows the form. */
export const SettingsForm = ({ view }: { view: SiteView }) => {
  const S = useTexts().sites;
  const L = useTexts().languages;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const form = useSchemaForm<SiteSettings>(endpoints.siteSettings, view.settings);
  const { control } = form;
  const live = useWatch({ control }) as SiteSettings;
  const languages = live.languages ?? view.settings.languages;
  const zones = useMemo(timeZones, []);
  const save = useMutation({
    mutationFn: (body: SiteSettings) =>
      call(endpoints.updateSite, { params: { code: view.code }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(siteKeys.site(view.code), saved);
      void queryClient.invalidateQueries({ queryKey: siteKeys.all, exact: true });
      form.reset(saved.settings);
      void message.success(S.saved);
    },
  });
  const tabs = [
    {
      key: 'brand',
      label: S.tabs.brand,
      children: (
        <div className="brand-tab">
          <div className="form-grid">
            <TextField control={control} name="name" label={S.name} />
            <div className="form-grid-wide">
              <FormField
                control={control}
                name="logoUrl"
                label={S.logo}
                render={(field) => (
                  <>
                    <Input {...field} placeholder="https:// · /path" />
                    <ImageUpload
                      label={S.logoUpload}
                      upload={(image) => call(endpoints.uploadLogo, { body: { image } })}
                      onUploaded={field.onChange}
                    />
                  </>
                )}
              />
            </div>
            {THEME_KEYS.map((key) => (
              <ColourField key={key} control={control} name={`theme.${key}`} label={S.theme[key]} />
            ))}
          </div>
          <ThemePreview settings={{ ...view.settings, ...live }} language={live.defaultLanguage} />
        </div>
      ),
    },
    {
      key: 'locale',
      label: S.tabs.locale,
      children: (
        <div className="form-grid">
          <FormField
            control={control}
            name="languages"
            label={S.languages}
            render={({ id, value, onChange }) => (
              <Checkbox.Group
                aria-labelledby={id}
                value={value}
                onChange={onChange}
                options={SUPPORTED_LANGUAGES.map((l) => ({ value: l, label: L[l] }))}
              />
            )}
          />
          <FormField
            control={control}
            name="defaultLanguage"
            label={S.defaultLanguage}
            render={(field) => (
              <Select {...field} options={languages.map((l) => ({ value: l, label: L[l] }))} />
            )}
          />
          <FormField
            control={control}
            name="timeZone"
            label={S.timeZone}
            extra={S.timeZoneHelp}
            render={(field) => (
              <Select {...field} showSearch options={zones.map((z) => ({ value: z, label: z }))} />
            )}
          />
          <TextField control={control} name="currency" label={S.currency} />
          <TextField control={control} name="currencySymbol" label={S.currencySymbol} />
          <FormField
            control={control}
            name="minimumAge"
            label={S.minimumAge}
            render={(field) => <InputNumber {...field} min={16} max={25} />}
          />
        </div>
      ),
    },
    {
      key: 'access',
      label: S.tabs.access,
      children: (
        <div className="form-grid form-grid--wide">
          <TagsField control={control} name="hostNames" label={S.hosts} extra={S.hostsHelp} />
          <TagsField control={control} name="countries" label={S.countries} upperCase />
          <TagsField
            control={control}
            name="blockedCountries"
            label={S.blockedCountries}
            extra={S.regionHelp}
            upperCase
          />
          <TagsField control={control} name="blockedCidrs" label={S.blockedCidrs} />
        </div>
      ),
    },
    { key: 'switches', label: S.tabs.switches, children: <SwitchesTab control={control} /> },
    {
      key: 'template',
      label: S.tabs.template,
      children: <TemplateTab control={control} languages={languages} />,
    },
    { key: 'links', label: S.tabs.links, children: <LinksTab control={control} /> },
  ];
  return (
    <Form
      layout="vertical"
      onFinish={() => void form.handleSubmit((body) => save.mutate(body))()}
      disabled={save.isPending}
    >
      {save.error && <Alert showIcon type="error" title={siteErrorText(save.error, S)} />}
      <Tabs items={tabs} />
      <Space className="form-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {S.save}
        </Button>
        {form.formState.isDirty && (
          <>
            <Button onClick={() => form.reset(view.settings)}>{S.reset}</Button>
            <span className="unsaved">{S.unsaved}</span>
          </>
        )}
      </Space>
    </Form>
  );
};
