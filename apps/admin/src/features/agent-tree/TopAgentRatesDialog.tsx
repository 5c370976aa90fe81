import {
  type AgentRatesAnswer,
  adminTopAgentRatesEndpoints as endpoints,
  RATE_CATEGORIES,
  type RateCategory,
  type RateSet,
} from '@lotto/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Form, InputNumber, Modal, Typography } from 'antd';
import { z } from 'zod/mini';
import { call } from '../../shared/api/call';
import { FormField } from '../../shared/form/FormField';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { fill, useTexts } from '../../shared/i18n';
import { QueryState } from '../../shared/ui/QueryState';
import { agentTreeKeys } from './keys';
import type { TreeNode } from './TeamTree';

type RatesForm = { prizeGroup: number } & Record<RateCategory, number>;
const FORM_ID = 'top-agent-rates';

const bpOf = (set: RateSet, c: RateCategory) => set.rebates.find((r) => r.category === c)?.bp ?? 0;

const formOf = (rates: AgentRatesAnswer): RatesForm =>
  ({
    prizeGroup: rates.own.prizeGroup,
    ...Object.fromEntries(RATE_CATEGORIES.map((c) => [c, bpOf(rates.own, c)])),
  }) as RatesForm;

const bodyOf = (values: RatesForm): RateSet => ({
  prizeGroup: values.prizeGroup,
  rebates: RATE_CATEGORIES.map((category) => ({ category, bp: values[category] })),
});

/** Whole numbers between the members' floor and the site's ceiling, as the server checks. */
const schemaOf = (rates: AgentRatesAnswer) => {
  const within = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
  return z.object({
    prizeGroup: within(rates.floor.prizeGroup, rates.ceiling.prizeGroup),
    ...Object.fromEntries(
      RATE_CATEGORIES.map((c) => [c, within(bpOf(rates.floor, c), bpOf(rates.ceiling, c))]),
    ),
  }) as unknown as z.ZodMiniType<RatesForm, RatesForm>;
};

/** The rates' fields, each with its limits: never below the members' floor, above the site's. */
const RatesFields = (props: { rates: AgentRatesAnswer; onSubmit: (values: RatesForm) => void }) => {
  const { rates } = props;
  const S = useTexts().topRates;
  const form = useSchemaForm(schemaOf(rates), formOf(rates));
  const limited = (name: keyof RatesForm, label: string, min: number, max: number) => (
    <FormField
      key={name}
      control={form.control}
      name={name}
      label={label}
      extra={fill(S.range, { min, max })}
      render={(field) => (
        <InputNumber {...field} min={min} max={max} precision={0} style={{ width: 140 }} />
      )}
    />
  );
  return (
    <form id={FORM_ID} onSubmit={(event) => void form.handleSubmit(props.onSubmit)(event)}>
      <Form layout="vertical" component={false}>
        <div className="rates-grid">
          {limited('prizeGroup', S.prizeGroup, rates.floor.prizeGroup, rates.ceiling.prizeGroup)}
          {RATE_CATEGORIES.map((c) =>
            limited(
              c,
              fill(S.rebate, { category: S.categories[c] }),
              bpOf(rates.floor, c),
              bpOf(rates.ceiling, c),
            ),
          )}
        </div>
      </Form>
    </form>
  );
};

/**
 * A top agent's own prize group and rebate per category, set by the operator (members.adjust):
 * within the site's own rates and above what its direct members hold; the server checks both.
 */
export const TopAgentRatesDialog = (props: { agent: TreeNode | null; onClose: () => void }) => {
  const { agent, onClose } = props;
  const S = useTexts().topRates;
  const { message } = App.useApp();
  const id = agent?.id ?? 0;
  const rates = useQuery({
    queryKey: agentTreeKeys.rates(id),
    queryFn: () => call(endpoints.adminMemberRates, { params: { id } }),
    enabled: agent !== null,
  });
  const save = useMutation({
    mutationFn: (values: RatesForm) =>
      call(endpoints.adminSetTopAgentRates, { params: { id }, body: bodyOf(values) }),
    onSuccess: () => {
      void message.success(fill(S.saved, { name: agent?.username ?? '' }));
      void rates.refetch();
      onClose();
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <Modal
      open={agent !== null}
      title={fill(S.title, { name: agent?.username ?? '' })}
      okText={S.save}
      cancelText={S.cancel}
      okButtonProps={{
        loading: save.isPending,
        disabled: !rates.data,
        htmlType: 'submit',
        form: FORM_ID,
      }}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <QueryState loading={rates.isPending} error={rates.error} retry={() => void rates.refetch()}>
        <Typography.Paragraph>{S.help}</Typography.Paragraph>
        {rates.data && (
          <RatesFields key={id} rates={rates.data} onSubmit={(values) => save.mutate(values)} />
        )}
      </QueryState>
    </Modal>
  );
};
