import { LockOutlined, UnlockOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { adminMemberEndpoints, MEMBER_TYPES, type MemberDetail } from '@lotto/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../shared/api/call';
import { FormField } from '../../shared/form/FormField';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { fill, useTexts } from '../../shared/i18n';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import { memberKeys } from './keys';
import { typeName } from './member-labels';
import { refusalText } from './refusal';

type Member = MemberDetail['member'];

/** The types an operator may give: every member type but the free trial. */
export const GIVABLE_TYPES: readonly number[] = Object.values(MEMBER_TYPES).filter(
  (t) => t !== MEMBER_TYPES.freeTrial,
);

const LockButton = ({ member }: { member: Member }) => {
  const texts = useTexts();
  const A = texts.memberActions;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const locked = member.status === 'disabled';
  const act = useMutation({
    mutationFn: (reason: string) =>
      call(locked ? adminMemberEndpoints.unlockMember : adminMemberEndpoints.lockMember, {
        params: { id: member.id },
        body: { reason },
      }),
    onSuccess: () => {
      void message.success(fill(locked ? A.unlocked : A.lockedDone, { name: member.username }));
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: memberKeys.detail(member.id) });
    },
    onError: (error) => void message.error(refusalText(error, texts)),
  });
  return (
    <>
      <Button
        danger={!locked}
        icon={locked ? <UnlockOutlined /> : <LockOutlined />}
        onClick={() => setOpen(true)}
      >
        {locked ? A.unlock : A.lock}
      </Button>
      <ReasonDialog
        open={open}
        title={fill(locked ? A.unlockTitle : A.lockTitle, { name: member.username })}
        okText={locked ? A.unlock : A.lock}
        danger={!locked}
        label={A.reason}
        loading={act.isPending}
        onCancel={() => setOpen(false)}
        onSubmit={(reason) => act.mutate(reason)}
      >
        <Typography.Paragraph>{locked ? A.unlockHelp : A.lockHelp}</Typography.Paragraph>
      </ReasonDialog>
    </>
  );
};

const typeFormSchema = adminMemberEndpoints.memberTypeBody;

const TypeButton = ({ member }: { member: Member }) => {
  const texts = useTexts();
  const A = texts.memberActions;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(typeFormSchema, { type: member.type, reason: '' });
  const trial = member.type === MEMBER_TYPES.freeTrial;
  const change = useMutation({
    mutationFn: (body: { type: number; reason: string }) =>
      call(adminMemberEndpoints.changeMemberType, {
        params: { id: member.id },
        body: { type: body.type, reason: body.reason.trim() },
      }),
    onSuccess: (a) => {
      void message.success(fill(A.typeChanged, { type: typeName(texts, a.type) }));
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: memberKeys.detail(member.id) });
    },
  });
  return (
    <>
      <Button
        icon={<UserSwitchOutlined />}
        disabled={trial}
        title={trial ? A.trialKeeps : undefined}
        onClick={() => {
          change.reset();
          form.reset({ type: member.type, reason: '' });
          setOpen(true);
        }}
      >
        {A.changeType}
      </Button>
      <Modal
        open={open}
        title={fill(A.typeTitle, { name: member.username })}
        okText={A.changeType}
        cancelText={A.cancel}
        okButtonProps={{ loading: change.isPending }}
        onCancel={() => setOpen(false)}
        onOk={() => void form.handleSubmit((v) => change.mutate(v))()}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{A.typeHelp}</Typography.Paragraph>
        {change.error && (
          <Alert
            showIcon
            type="error"
            title={refusalText(change.error, texts)}
            style={{ marginBottom: 12 }}
          />
        )}
        <Form layout="vertical" component={false}>
          <FormField
            control={form.control}
            name="type"
            label={A.newType}
            render={(field) => (
              <Select
                {...field}
                options={GIVABLE_TYPES.map((t) => ({
                  value: t,
                  label: typeName(texts, t),
                  disabled: t === member.type,
                }))}
              />
            )}
          />
          <FormField
            control={form.control}
            name="reason"
            label={A.reason}
            render={(field) => (
              <Input.TextArea
                {...field}
                rows={2}
                maxLength={adminMemberEndpoints.OPERATOR_REASON_MAX}
              />
            )}
          />
        </Form>
      </Modal>
    </>
  );
};

/** What an operator holding members.manage may do to the account from its page. */
export const MemberActions = ({ member }: { member: Member }) => (
  <Space>
    <TypeButton member={member} />
    <LockButton member={member} />
  </Space>
);
