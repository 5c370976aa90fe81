import type { SiteSettings } from '@lotto/contract';
import { ColorPicker, Input, Select, Space } from 'antd';
import type { Control, FieldPath } from 'react-hook-form';
import { FormField } from '../../shared/form/FormField';

/**
 * Small field kinds the site form repeats: a colour (a picker and its #rrggbb text, which a
 * keyboard or a test can type), a list of words typed as tags, a plain text.
 */

type Name = FieldPath<SiteSettings>;

export const ColourField = ({
  control,
  name,
  label,
}: {
  control: Control<SiteSettings>;
  name: Name;
  label: string;
}) => (
  <FormField
    control={control}
    name={name}
    label={label}
    render={({ id, value, onChange, onBlur, ref }) => (
      <Space.Compact>
        <ColorPicker
          value={String(value)}
          disabledAlpha
          onChangeComplete={(colour) => onChange(colour.toHexString())}
        />
        <Input
          id={id}
          ref={ref}
          value={String(value)}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          style={{ width: 110, fontFamily: 'monospace' }}
        />
      </Space.Compact>
    )}
  />
);

export const TagsField = ({
  control,
  name,
  label,
  extra,
  upperCase = false,
}: {
  control: Control<SiteSettings>;
  name: Name;
  label: string;
  extra?: string;
  upperCase?: boolean;
}) => (
  <FormField
    control={control}
    name={name}
    label={label}
    extra={extra}
    render={({ id, value, onChange, onBlur }) => (
      <Select
        id={id}
        mode="tags"
        open={false}
        tokenSeparators={[',', ' ']}
        value={value as string[]}
        onBlur={onBlur}
        onChange={(next: string[]) =>
          onChange(next.map((v) => (upperCase ? v.trim().toUpperCase() : v.trim())))
        }
      />
    )}
  />
);

export const TextField = ({
  control,
  name,
  label,
  extra,
}: {
  control: Control<SiteSettings>;
  name: Name;
  label: string;
  extra?: string;
}) => (
  <FormField
    control={control}
    name={name}
    label={label}
    extra={extra}
    render={({ value, ...field }) => <Input {...field} value={String(value ?? '')} />}
  />
);
