import { adminRiskEndpoints as endpoints } from '@lotto/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Drawer, Form, Input, Popconfirm, Space } from 'antd';
import { Link } from 'react-router';
import { call } from '../../shared/api/call';
import { FormField } from '../../shared/form/FormField';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { fill, useTexts } from '../../shared/i18n';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { useFormatTime } from '../../shared/ui/format';
import { QueryState } from '../../shared/ui/QueryState';
import { StatusTag } from '../../shared/ui/StatusTag';
import { riskKeys } from './keys';
import { reviewFormSchema } from './review-form-schema';
import { figuresOf, whyLine } from './why';

/**
 * One alert: why it was raised, the members it involves (each a link to the member's page), what
 * links them and the figures; mark it reviewed with a note, or open it again.
 */
export const RiskAlertDrawer = ({ id, onClose }: { id: number | null; onClose: () => void }) => {
  const texts = useTexts();
  const S = texts.risk;
  const formatTime = useFormatTime();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const form = useSchemaForm(reviewFormSchema, { note: '' });
  const alertId = id ?? 0;
  const detail = useQuery({
    queryKey: riskKeys.detail(alertId),
    queryFn: () => call(endpoints.riskAlertDetail, { params: { id: alertId } }),
    enabled: id !== null,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: riskKeys.all });
  const review = useMutation({
    mutationFn: (note: string) =>
      call(endpoints.reviewRiskAlert, { params: { id: alertId }, body: { note } }),
    onSuccess: (a) => {
      void message.success(fill(S.reviewed, { id: a.id }));
      form.reset({ note: '' });
      refresh();
    },
    onSettled: refresh,
  });
  const reopen = useMutation({
    mutationFn: () => call(endpoints.reopenRiskAlert, { params: { id: alertId } }),
    onSuccess: (a) => {
      void message.success(fill(S.reopened, { id: a.id }));
      refresh();
    },
    onSettled: refresh,
  });
  const a = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      afterOpenChange={(open) => {
        if (!open) {
          form.reset({ note: '' });
          review.reset();
          reopen.reset();
        }
      }}
      title={fill(S.detailOf, { id: alertId })}
      width={560}
      destroyOnHidden
    >
      <QueryState
        loading={detail.isPending}
        error={detail.error}
        retry={() => void detail.refetch()}
      >
        {a && (
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            <Alert
              type={a.status === 'open' ? 'warning' : 'info'}
              showIcon
              title={S.kinds[a.kind]}
              description={whyLine(S, a)}
            />
            {(review.error ?? reopen.error) && <ErrorAlert error={review.error ?? reopen.error} />}
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={S.status}>
                <StatusTag tone={a.status === 'open' ? 'wait' : 'good'}>
                  {S.statuses[a.status]}
                </StatusTag>
              </Descriptions.Item>
              <Descriptions.Item label={S.raised}>{formatTime(a.createdAt)}</Descriptions.Item>
              <Descriptions.Item label={S.subject}>
                <span className="risk-subject">{a.subject}</span>
              </Descriptions.Item>
              <Descriptions.Item label={S.members}>
                <Space wrap size={[12, 4]}>
                  {a.members.map((m) => (
                    <Link key={m.id} to={`/members/${m.id}`}>
                      {m.username}
                    </Link>
                  ))}
                </Space>
              </Descriptions.Item>
            </Descriptions>
            <Descriptions title={S.figures} column={1} size="small" bordered>
              {figuresOf(S, a).map((f) => (
                <Descriptions.Item key={f.name} label={f.label}>
                  {f.value}
                </Descriptions.Item>
              ))}
            </Descriptions>
            {a.note !== null && (
              <Alert
                type="success"
                title={
                  a.reviewedBy && a.reviewedAt !== null
                    ? fill(S.reviewedBy, { name: a.reviewedBy, when: formatTime(a.reviewedAt) })
                    : S.note
                }
                description={<span className="risk-note">{a.note}</span>}
              />
            )}
            {a.status === 'open' ? (
              <Form
                layout="vertical"
                onFinish={() => void form.handleSubmit(({ note }) => review.mutate(note.trim()))()}
              >
                <FormField
                  control={form.control}
                  name="note"
                  label={S.note}
                  extra={S.noteHelp}
                  render={(field) => (
                    <Input.TextArea
                      {...field}
                      rows={3}
                      maxLength={endpoints.RISK_NOTE_MAX}
                      showCount
                    />
                  )}
                />
                <Button type="primary" htmlType="submit" loading={review.isPending}>
                  {S.review}
                </Button>
              </Form>
            ) : (
              <Popconfirm
                title={S.reopenConfirm}
                okText={S.confirm}
                cancelText={S.cancel}
                onConfirm={() => reopen.mutate()}
                overlayStyle={{ maxWidth: 360 }}
              >
                <Button loading={reopen.isPending}>{S.reopen}</Button>
              </Popconfirm>
            )}
          </Space>
        )}
      </QueryState>
    </Drawer>
  );
};
