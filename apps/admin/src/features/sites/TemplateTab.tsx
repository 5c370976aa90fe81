import type { SiteSettings } from '@lotto/contract';
import { Input, Switch } from 'antd';
import type { Control } from 'react-hook-form';
import { FormField } from '../../shared/form/FormField';
import { useTexts } from '../../shared/i18n';
import { ColourField, TextField } from './fields';

/** The mobile template: its texts side by side in every language the site offers. */
export const TemplateTab = ({
  control,
  languages,
}: {
  control: Control<SiteSettings>;
  languages: readonly SiteSettings['defaultLanguage'][];
}) => {
  const S = useTexts().sites;
  const L = useTexts().languages;
  return (
    <>
      <div
        className="side-by-side"
        style={{ gridTemplateColumns: `repeat(${languages.length}, 1fr)` }}
      >
        {languages.map((language) => (
          <div key={language}>
            <FormField
              control={control}
              name={`mobileTemplate.login_prompt_text.${language}`}
              label={`${S.loginPrompt} · ${L[language]}`}
              render={({ value, ...field }) => (
                <Input.TextArea
                  {...field}
                  value={value ?? ''}
                  autoSize={{ minRows: 3, maxRows: 6 }}
                />
              )}
            />
            <FormField
              control={control}
              name={`mobileTemplate.app_desc.${language}`}
              label={`${S.appDesc} · ${L[language]}`}
              render={({ value, ...field }) => <Input {...field} value={value ?? ''} />}
            />
          </div>
        ))}
      </div>
      <div className="form-grid">
        <TextField control={control} name="mobileTemplate.app_background" label={S.appBackground} />
        <ColourField
          control={control}
          name="mobileTemplate.app_desc_font_color"
          label={S.appDescColour}
        />
        {(['mem_cen', 'dep_func'] as const).map((name) => (
          <FormField
            key={name}
            control={control}
            name={`mobileTemplate.${name}`}
            label={name === 'mem_cen' ? S.memberCentre : S.depositEntry}
            render={({ id, value, onChange }) => (
              <Switch id={id} checked={value === '1'} onChange={(on) => onChange(on ? '1' : '0')} />
            )}
          />
        ))}
      </div>
    </>
  );
};
