import {
  type AgreementBody,
  type AgreementView,
  adminContentEndpoints as endpoints,
} from '@lotto/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Popconfirm } from 'antd';
import { useEffect } from 'react';
import { call } from '../../shared/api/call';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { fill, useTexts } from '../../shared/i18n';
import { useFormatTime } from '../../shared/ui/format';
import { LanguageTextFields } from '../../shared/ui/LanguageTextFields';
import { QueryState } from '../../shared/ui/QueryState';
import { agreementValues } from './content-forms';
import { contentKeys } from './keys';

const AgreementForm = ({ current }: { current: AgreementView }) => {
  const S = useTexts().content.agreement;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const form = useSchemaForm<AgreementBody>(endpoints.agreementBody, agreementValues(current));
  const { control } = form;
  useEffect(() => form.reset(agreementValues(current)), [current, form]);
  const save = useMutation({
    mutationFn: (body: AgreementBody) => call(endpoints.updateAgreement, { body }),
    onSuccess: (saved) => {
      void message.success(S.saved);
      queryClient.setQueryData(contentKeys.agreement, saved);
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <Form layout="vertical" component="div" disabled={save.isPending}>
      <LanguageTextFields control={control} name="texts" kind="notice" />
      <Popconfirm
        title={S.confirm}
        onConfirm={() => void form.handleSubmit((v) => save.mutate(v))()}
      >
        <Button type="primary" loading={save.isPending} style={{ marginTop: 12 }}>
          {S.publish}
        </Button>
      </Popconfirm>
    </Form>
  );
};

/** The site's user agreement, every language side by side, published as a whole. */
export const AgreementPage = () => {
  const S = useTexts().content.agreement;
  const formatTime = useFormatTime();
  const current = useQuery({
    queryKey: contentKeys.agreement,
    queryFn: () => call(endpoints.agreement),
  });
  const updatedAt = current.data?.updatedAt ?? null;
  return (
    <Card
      title={S.title}
      extra={updatedAt === null ? S.none : fill(S.updated, { at: formatTime(updatedAt) })}
    >
      <QueryState
        loading={current.isPending}
        error={current.error}
        retry={() => void current.refetch()}
      >
        {current.data && <AgreementForm current={current.data} />}
      </QueryState>
    </Card>
  );
};
