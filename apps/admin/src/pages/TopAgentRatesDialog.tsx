import {
  type AgentRatesAnswer,
  adminTopAgentRatesEndpoints as endpoints,
  RATE_CATEGORIES,
  type RateCategory,
  type RateSet,
} from '@lotto/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Form, InputNumber, Modal, Typography } from 'antd';
import { call } from '../api';
import { fill, STRINGS } from '../strings';
import type { TreeNode } from './AgentTree';
import { QueryState } from './common';

const S = STRINGS.topRates;

type RatesForm = { prizeGroup: number } & Record<RateCategory, number>;

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

/** One number with its limits: never below the members' floor, never above the site's. */
const Limited = (props: { name: string; label: string; min: number; max: number }) => (
  <Form.Item
    name={props.name}
    label={props.label}
    extra={fill(S.range, { min: props.min, max: props.max })}
    rules={[{ required: true, type: 'integer', min: props.min, max: props.max }]}
  >
    <InputNumber min={props.min} max={props.max} precision={0} style={{ width: 140 }} />
  </Form.Item>
);

const RatesFields = ({ rates }: { rates: AgentRatesAnswer }) => (
  <div className="rates-grid">
    <Limited
      name="prizeGroup"
      label={S.prizeGroup}
      min={rates.floor.prizeGroup}
      max={rates.ceiling.prizeGroup}
    />
    {RATE_CATEGORIES.map((c) => (
      <Limited
        key={c}
        name={c}
        label={fill(S.rebate, { category: S.categories[c] })}
        min={bpOf(rates.floor, c)}
        max={bpOf(rates.ceiling, c)}
      />
    ))}
  </div>
);

/**
 * A top agent's own prize group and rebate per category, set by the operator (members.adjust):
 * within the site's own rates and above what its direct members hold; the server checks both.
 */
export const TopAgentRatesDialog = (props: { agent: TreeNode | null; onClose: () => void }) => {
  const { agent, onClose } = props;
  const { message } = App.useApp();
  const [form] = Form.useForm<RatesForm>();
  const id = agent?.id ?? 0;
  const rates = useQuery({
    queryKey: ['agent-rates', id],
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
      okButtonProps={{ loading: save.isPending, disabled: !rates.data }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <QueryState loading={rates.isPending} error={rates.error} retry={() => void rates.refetch()}>
        <Typography.Paragraph>{S.help}</Typography.Paragraph>
        {rates.data && (
          <Form
            form={form}
            layout="vertical"
            initialValues={formOf(rates.data)}
            onFinish={(values) => save.mutate(values)}
          >
            <RatesFields rates={rates.data} />
          </Form>
        )}
      </QueryState>
    </Modal>
  );
};
