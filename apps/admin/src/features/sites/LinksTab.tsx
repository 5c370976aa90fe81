import {
  CUSTOMER_SERVICE_TYPES,
  DOWNLOAD_RESOURCE_TYPES,
  type SiteSettings,
} from '@lotto/contract';
import { Button, Input, Select } from 'antd';
import { type Control, useFieldArray } from 'react-hook-form';
import { FormField } from '../../shared/form/FormField';
import { useTexts } from '../../shared/i18n';

/** Download links and customer-service channels: rows of type, address and label. */
export const LinksTab = ({ control }: { control: Control<SiteSettings> }) => {
  const S = useTexts().sites;
  const downloads = useFieldArray({ control, name: 'downloadLinks' });
  const service = useFieldArray({ control, name: 'customerService' });
  return (
    <div className="links-tab">
      <h4>{S.downloadLinks}</h4>
      {downloads.fields.map((row, i) => (
        <div key={row.id} className="link-row">
          <FormField
            control={control}
            name={`downloadLinks.${i}.resourceType`}
            label={S.type}
            render={(field) => (
              <Select
                {...field}
                options={DOWNLOAD_RESOURCE_TYPES.map((v) => ({ value: v, label: v }))}
              />
            )}
          />
          <FormField
            control={control}
            name={`downloadLinks.${i}.url`}
            label={S.url}
            render={(field) => <Input {...field} />}
          />
          <FormField
            control={control}
            name={`downloadLinks.${i}.labelNameEn`}
            label={S.label}
            render={(field) => <Input {...field} />}
          />
          <Button onClick={() => downloads.remove(i)}>{S.remove}</Button>
        </div>
      ))}
      <Button
        onClick={() => downloads.append({ resourceType: 'Android', url: '', labelNameEn: '' })}
      >
        {S.add}
      </Button>
      <h4>{S.customerService}</h4>
      {service.fields.map((row, i) => (
        <div key={row.id} className="link-row">
          <FormField
            control={control}
            name={`customerService.${i}.type`}
            label={S.type}
            render={(field) => (
              <Select
                {...field}
                options={CUSTOMER_SERVICE_TYPES.map((v) => ({ value: v, label: v }))}
              />
            )}
          />
          <FormField
            control={control}
            name={`customerService.${i}.url`}
            label={S.url}
            render={(field) => <Input {...field} />}
          />
          <FormField
            control={control}
            name={`customerService.${i}.label`}
            label={S.label}
            render={(field) => <Input {...field} />}
          />
          <Button onClick={() => service.remove(i)}>{S.remove}</Button>
        </div>
      ))}
      <Button onClick={() => service.append({ type: 'LIVECHAT', url: '', label: '' })}>
        {S.add}
      </Button>
    </div>
  );
};
