import { adminContractEndpoints as endpoints } from '@lotto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useFieldArray, useWatch } from 'react-hook-form';
import { call } from '../../shared/api/call';
import { FormField } from '../../shared/form/FormField';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { useTexts } from '../../shared/i18n';
import { contractKeys } from './keys';
import { type OfferFormValues, offerFormSchema, termsOf } from './offer-form-schema';

const EMPTY_TIER = { threshold: '', members: null, value: '' };
const START: OfferFormValues = {
  username: '',
  kind: 'daily',
  tiers: [EMPTY_TIER],
  minMembers: null,
  minStake: '',
  payAs: 'percent',
  value: '',
};

/** An operator's offer to a top agent, paid by the site; audited by the server. */
export const ContractOfferForm = () => {
  const texts = useTexts();
  const S = texts.contracts;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const form = useSchemaForm(offerFormSchema, START);
  const { control } = form;
  const kind = useWatch({ control, name: 'kind' });
  const tiers = useFieldArray({ control, name: 'tiers' });
  const offer = useMutation({
    mutationFn: (v: OfferFormValues) =>
      call(endpoints.adminOfferContract, {
        body: { username: v.username.trim(), terms: termsOf(v) },
      }),
    onSuccess: () => {
      void message.success(S.sent);
      form.reset(START);
      void queryClient.invalidateQueries({ queryKey: contractKeys.all });
    },
    onError: (error) => void message.error(error.message),
  });
  const badSum = texts.adjust.badAmount;
  return (
    <Card title={S.offerTitle} style={{ marginBottom: 16 }}>
      <Form
        layout="vertical"
        onFinish={() => void form.handleSubmit((v) => offer.mutate(v))()}
        disabled={offer.isPending}
      >
        <Space wrap align="start">
          <FormField
            control={control}
            name="username"
            label={S.username}
            render={(field) => <Input {...field} style={{ width: 200 }} />}
          />
          <FormField
            control={control}
            name="kind"
            label={S.kind}
            render={(field) => (
              <Select
                {...field}
                style={{ width: 180 }}
                options={(['daily', 'dividend', 'hourly'] as const).map((k) => ({
                  value: k,
                  label: S.kinds[k],
                }))}
              />
            )}
          />
          {kind !== 'daily' && (
            <FormField
              control={control}
              name="minMembers"
              label={S.minMembers}
              render={(field) => <InputNumber {...field} min={0} precision={0} />}
            />
          )}
          {kind === 'hourly' && (
            <>
              <FormField
                control={control}
                name="minStake"
                label={S.minStake}
                render={(field) => <Input {...field} style={{ width: 140 }} />}
              />
              <FormField
                control={control}
                name="payAs"
                label={S.payAs}
                render={({ value, onChange }) => (
                  <Radio.Group
                    value={value}
                    onChange={(event) => onChange(event.target.value)}
                    options={[
                      { value: 'percent', label: S.percent },
                      { value: 'amount', label: S.amount },
                    ]}
                  />
                )}
              />
              <FormField
                control={control}
                name="value"
                label={S.value}
                invalid={badSum}
                render={(field) => <Input {...field} style={{ width: 120 }} />}
              />
            </>
          )}
        </Space>
        {kind !== 'hourly' && (
          <>
            {tiers.fields.map((tier, index) => (
              <Space key={tier.id} wrap align="baseline">
                <FormField
                  control={control}
                  name={`tiers.${index}.threshold`}
                  label={S.threshold}
                  invalid={badSum}
                  render={(field) => <Input {...field} style={{ width: 160 }} />}
                />
                {kind === 'daily' && (
                  <FormField
                    control={control}
                    name={`tiers.${index}.members`}
                    label={S.members}
                    render={(field) => <InputNumber {...field} min={0} precision={0} />}
                  />
                )}
                <FormField
                  control={control}
                  name={`tiers.${index}.value`}
                  label={S.value}
                  invalid={badSum}
                  render={(field) => <Input {...field} style={{ width: 120 }} />}
                />
                {tiers.fields.length > 1 && (
                  <Button onClick={() => tiers.remove(index)} aria-label={S.removeTier}>
                    −
                  </Button>
                )}
              </Space>
            ))}
            <Button onClick={() => tiers.append(EMPTY_TIER)}>{S.addTier}</Button>
          </>
        )}
        <div>
          <Button
            type="primary"
            htmlType="submit"
            loading={offer.isPending}
            style={{ marginTop: 12 }}
          >
            {S.send}
          </Button>
        </div>
      </Form>
    </Card>
  );
};
