import { adminLotteryEndpoints as endpoints } from '@lotto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal } from 'antd';
import type { z } from 'zod/mini';
import { call } from '../../shared/api/call';
import { FormField } from '../../shared/form/FormField';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { fill, useTexts } from '../../shared/i18n';
import { lotteryKeys } from './keys';

type Reason = { reason: string };
const reasonSchema: z.ZodMiniType<Reason, Reason> = endpoints.cancelRequestBody;

/** The draw a cancel is asked for. */
export interface DrawToCancel {
  drawId: number;
  drawNo: string;
  game: string;
}

/** Asks to cancel an upcoming draw, with the reason the contract requires (5-500 characters). */
export const CancelRequestDialog = ({
  draw,
  onClose,
}: {
  draw: DrawToCancel;
  onClose: () => void;
}) => {
  const S = useTexts().lotteryCancels;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const form = useSchemaForm(reasonSchema, { reason: '' });
  const request = useMutation({
    mutationFn: (reason: string) =>
      call(endpoints.requestCancel, { params: { id: draw.drawId }, body: { reason } }),
    onSuccess: () => {
      void message.success(fill(S.requested, { drawNo: draw.drawNo }));
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.cancels });
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.monitor });
      onClose();
    },
  });
  const submit = form.handleSubmit(({ reason }) => request.mutate(reason.trim()));
  return (
    <Modal
      open
      title={fill(S.requestTitle, { drawNo: draw.drawNo, game: draw.game })}
      okText={S.request}
      okButtonProps={{ danger: true, loading: request.isPending }}
      cancelText={S.close}
      onCancel={onClose}
      onOk={() => void submit()}
      destroyOnHidden
    >
      <p>{S.requestHelp}</p>
      {request.error && (
        <Alert showIcon type="error" title={request.error.message} style={{ marginBottom: 12 }} />
      )}
      <Form layout="vertical" component={false}>
        <FormField
          control={form.control}
          name="reason"
          label={S.reason}
          render={(field) => <Input.TextArea {...field} rows={3} maxLength={500} />}
        />
      </Form>
    </Modal>
  );
};
