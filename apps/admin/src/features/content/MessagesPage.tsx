import {
  adminContentEndpoints as endpoints,
  type MessageBody,
  type SentMessage,
} from '@lotto/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, InputNumber, Radio, Space } from 'antd';
import { useWatch } from 'react-hook-form';
import { call } from '../../shared/api/call';
import { FormField } from '../../shared/form/FormField';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { type Dictionary, fill, useTexts } from '../../shared/i18n';
import { CONTENT_LANGUAGES } from '../../shared/ui/content-languages';
import { useFormatTime } from '../../shared/ui/format';
import { LanguageTextFields } from '../../shared/ui/LanguageTextFields';
import { PagedTable, pageQueryOf, usePaging } from '../../shared/ui/PagedTable';
import { blankMessage, messageFormSchema } from './content-forms';
import { contentKeys } from './keys';

type Audience = MessageBody['to']['audience'];
type Texts = Dictionary['content']['messages'];

/** Who a message reaches, in words: "member player11", "VIP level 3", "every member". */
export const audienceWords = (S: Texts, to: MessageBody['to']): string =>
  to.audience === 'member'
    ? fill(S.toMember, { member: to.member.trim() })
    : to.audience === 'vip'
      ? fill(S.toVip, { level: to.vipLevel })
      : S.toSite;

const sentTo = (S: Texts, m: SentMessage) =>
  m.audience === 'member'
    ? fill(S.toMember, { member: m.member?.username ?? '?' })
    : m.audience === 'vip'
      ? fill(S.toVip, { level: m.vipLevel ?? 0 })
      : S.toSite;

/** Messages to members' inboxes: to one member, a VIP level or everyone, confirmed in words. */
export const MessagesPage = () => {
  const T = useTexts().content;
  const S = T.messages;
  const formatTime = useFormatTime();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const paging = usePaging(20);
  const query = pageQueryOf(paging);
  const list = useQuery({
    queryKey: [...contentKeys.messages, query],
    queryFn: () => call(endpoints.messages, { query }),
  });
  const form = useSchemaForm<MessageBody>(messageFormSchema, blankMessage());
  const { control } = form;
  const to = useWatch({ control, name: 'to' });
  const send = useMutation({
    mutationFn: (body: MessageBody) => call(endpoints.sendMessage, { body }),
    onSuccess: (m) => {
      void message.success(fill(S.sent, { audience: sentTo(S, m) }));
      form.reset(blankMessage());
      void queryClient.invalidateQueries({ queryKey: contentKeys.messages });
    },
  });
  const confirmSend = (body: MessageBody) =>
    modal.confirm({
      title: S.confirmTitle,
      content: fill(S.confirm, { audience: audienceWords(S, body.to) }),
      okText: S.send,
      cancelText: T.cancel,
      onOk: () => send.mutateAsync(body).catch(() => undefined),
    });
  const setAudience = (audience: Audience) =>
    form.setValue(
      'to',
      audience === 'member'
        ? { audience, member: '' }
        : audience === 'vip'
          ? { audience, vipLevel: 1 }
          : { audience },
    );
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={S.create}>
        {send.error && (
          <Alert showIcon type="error" title={send.error.message} style={{ marginBottom: 12 }} />
        )}
        <Form layout="vertical" component="div" disabled={send.isPending}>
          <Space align="start" size="large" wrap>
            <Form.Item label={S.audience}>
              <Radio.Group
                value={to.audience}
                onChange={(e) => setAudience(e.target.value as Audience)}
                options={(['member', 'vip', 'site'] as const).map((a) => ({
                  value: a,
                  label: S.audiences[a],
                }))}
              />
            </Form.Item>
            {to.audience === 'member' && (
              <FormField
                control={control}
                name="to.member"
                label={S.member}
                render={(field) => <Input {...field} style={{ width: 240 }} maxLength={40} />}
              />
            )}
            {to.audience === 'vip' && (
              <FormField
                control={control}
                name="to.vipLevel"
                label={S.vipLevel}
                render={(field) => <InputNumber {...field} min={0} max={99} precision={0} />}
              />
            )}
          </Space>
          <LanguageTextFields control={control} name="texts" kind="message" />
          <Button
            type="primary"
            loading={send.isPending}
            onClick={() => void form.handleSubmit(confirmSend)()}
          >
            {S.send}
          </Button>
        </Form>
      </Card>
      <Card title={S.title}>
        <PagedTable<SentMessage>
          query={list}
          rows={list.data?.list}
          empty={S.empty}
          rowKey="id"
          paging={{ ...paging, total: list.data?.totalCount }}
          columns={[
            { title: '#', dataIndex: 'id', width: 60 },
            { title: S.audience, width: 200, render: (_, m) => sentTo(S, m) },
            {
              title: T.title,
              ellipsis: true,
              render: (_, m) =>
                CONTENT_LANGUAGES.map((l) => m.texts[l]?.title)
                  .filter(Boolean)
                  .join(' · '),
            },
            { title: S.sentAt, dataIndex: 'createdAt', width: 190, render: formatTime },
          ]}
        />
      </Card>
    </Space>
  );
};
