import type { DepositChannel } from '@lotto/contract';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { wireAmount } from '../../../shared/form/amount';
import { formSchema } from '../../../shared/form/schema';
import { SubmitButton, useSubmitting } from '../../../shared/form/submitting';
import { useSchemaForm } from '../../../shared/form/use-schema-form';
import { useTranslation } from '../../../shared/i18n';
import { useCreateGateway, useDepositOrder } from '../api';
import { AmountField, amountCheck } from './AmountField';

const resultPath = (id: number) => `${paths.depositResult}?order=${id}`;

/** An e-wallet payment waiting: the provider's page as a QR code and a link; polls the order. */
const QrPanel = ({ orderId, payUrl }: { orderId: number; payUrl: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const order = useDepositOrder(orderId, true);
  const status = order.data?.status;
  useEffect(() => {
    if (status && status !== 'pending') navigate(resultPath(orderId));
  }, [status, orderId, navigate]);
  const absolute = new URL(payUrl, window.location.origin).href;
  return (
    <div className="deposit-qr" data-testid="deposit-qr">
      <p className="deposit-note">{t('deposit.qrNote')}</p>
      <div className="deposit-qr__code">
        <QRCodeSVG value={absolute} size={184} marginSize={2} title={t('deposit.submitQr')} />
      </div>
      <a
        className="button button--primary button--block"
        href={payUrl}
        data-testid="deposit-open-provider"
      >
        {t('deposit.openProvider')}
      </a>
    </div>
  );
};

/**
 * A gateway or e-wallet deposit: the order is made, then the member goes to the provider's page
 * (gateway) or is shown its QR code (e-wallet); the provider sends them back to the result.
 */
export const GatewayForm = (props: {
  channel: DepositChannel;
  quickAmounts: readonly string[];
  symbol: string;
  /** The first-deposit bonus the member picked, if any (BonusPicker). */
  promotionId?: number | undefined;
}) => {
  const { t } = useTranslation();
  const create = useCreateGateway();
  const { busy, run } = useSubmitting();
  const [qr, setQr] = useState<{ orderId: number; payUrl: string } | null>(null);
  const qrChannel = props.channel.kind === 'ewallet';
  const schema = formSchema({ amount: amountCheck(props.channel, props.symbol) });
  const form = useSchemaForm(schema, { amount: '' });

  const submit = run(async (values: { amount: string }) => {
    const { order, payUrl } = await create.mutateAsync({
      channelId: props.channel.id,
      amount: wireAmount(values.amount) ?? '',
      ...(props.promotionId === undefined ? {} : { promotionId: props.promotionId }),
    });
    if (!payUrl) return;
    if (qrChannel) setQr({ orderId: order.id, payUrl });
    else window.location.assign(payUrl);
  });

  if (qr) return <QrPanel orderId={qr.orderId} payUrl={qr.payUrl} />;
  return (
    <form
      className="deposit-form"
      noValidate
      data-testid="deposit-gateway-form"
      onSubmit={form.handleSubmit(submit)}
    >
      <AmountField
        control={form.control}
        name="amount"
        channel={props.channel}
        quickAmounts={props.quickAmounts}
        symbol={props.symbol}
      />
      <p className="deposit-note">{t(qrChannel ? 'deposit.qrNote' : 'deposit.gatewayNote')}</p>
      <SubmitButton disabled={busy || !props.channel.open} testId="deposit-submit">
        {t(qrChannel ? 'deposit.submitQr' : 'deposit.submitGateway')}
      </SubmitButton>
    </form>
  );
};
