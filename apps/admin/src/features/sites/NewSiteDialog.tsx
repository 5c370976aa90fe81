import { adminSiteEndpoints as endpoints, type NewSiteBody } from '@lotto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useNavigate } from 'react-router';
import { call } from '../../shared/api/call';
import { FormField } from '../../shared/form/FormField';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { useTexts } from '../../shared/i18n';
import { siteErrorText } from './errors';
import { siteKeys } from './keys';

/** A new site from a template: its code, name and hosts; the rest comes from the template. */
export const NewSiteDialog = ({
  open,
  templates,
  onClose,
}: {
  open: boolean;
  templates: readonly { code: string; name: string }[];
  onClose: () => void;
}) => {
  const S = useTexts().sites;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm<NewSiteBody>(endpoints.newSiteBody, {
    templateCode: templates[0]?.code ?? '',
    code: '',
    name: '',
    hostNames: [],
  });
  const create = useMutation({
    mutationFn: (body: NewSiteBody) => call(endpoints.createSite, { body }),
    onSuccess: (site) => {
      void queryClient.invalidateQueries({ queryKey: siteKeys.all });
      onClose();
      navigate(`/sites/${site.code}`);
    },
  });
  const { control } = form;
  return (
    <Modal
      open={open}
      title={S.newSite}
      okText={S.create}
      cancelText={S.cancel}
      onCancel={onClose}
      confirmLoading={create.isPending}
      onOk={() => void form.handleSubmit((body) => create.mutate(body))()}
      destroyOnHidden
    >
      {create.error && <Alert showIcon type="error" title={siteErrorText(create.error, S)} />}
      <Form layout="vertical" component="div">
        <FormField
          control={control}
          name="templateCode"
          label={S.template}
          extra={S.templateHelp}
          render={(field) => (
            <Select
              {...field}
              options={templates.map((t) => ({ value: t.code, label: `${t.name} (${t.code})` }))}
            />
          )}
        />
        <FormField
          control={control}
          name="code"
          label={S.code}
          extra={S.codeHelp}
          render={(field) => <Input {...field} autoComplete="off" />}
        />
        <FormField
          control={control}
          name="name"
          label={S.name}
          render={(field) => <Input {...field} autoComplete="off" />}
        />
        <FormField
          control={control}
          name="hostNames"
          label={S.hosts}
          extra={S.hostsHelp}
          render={({ id, ...field }) => (
            <Select {...field} id={id} mode="tags" open={false} tokenSeparators={[',', ' ']} />
          )}
        />
      </Form>
    </Modal>
  );
};
