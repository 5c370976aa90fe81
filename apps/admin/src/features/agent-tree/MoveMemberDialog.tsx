import {
  DECISION_REASON_MAX,
  adminAgentTreeEndpoints as endpoints,
  isAgentType,
} from '@lotto/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../shared/api/call';
import { FormField } from '../../shared/form/FormField';
import { useSchemaForm } from '../../shared/form/use-schema-form';
import { type Dictionary, fill, useTexts } from '../../shared/i18n';
import { agentTreeKeys } from './keys';
import { type TreeNode, typeLabel } from './TeamTree';

type AgentMoveBody = endpoints.AgentMoveBody;

/**
 * Agents found by name that the member may go under: not itself, nobody of its own team, not
 * the upline it has.
 */
const useUplineChoices = (S: Dictionary['agentTree'], member: TreeNode | null, text: string) => {
  const found = useQuery({
    queryKey: agentTreeKeys.search(text),
    queryFn: () => call(endpoints.searchTree, { query: { username: text } }),
    enabled: text.length > 0,
  });
  const list = (found.data?.list ?? []).filter(
    (b) =>
      isAgentType(b.member.type) &&
      b.member.id !== member?.id &&
      b.member.id !== member?.uplineId &&
      !b.uplines.some((u) => u.id === member?.id),
  );
  return list.map((b) => ({
    value: b.member.id,
    label: `${b.member.username} · ${typeLabel(S, b.member.type)}`,
    username: b.member.username,
  }));
};

/**
 * Moves a member with its whole team under another agent: the new upline, a reason for the
 * audit log (the contract's rules for both), then a confirmation naming both, since team
 * figures change at once.
 */
export const MoveMemberDialog = (props: {
  member: TreeNode | null;
  onClose: () => void;
  onMoved: () => void;
}) => {
  const { member, onClose, onMoved } = props;
  const S = useTexts().agentTree;
  const { message, modal } = App.useApp();
  const form = useSchemaForm<AgentMoveBody>(endpoints.agentMoveBody, { reason: '' });
  const [text, setText] = useState('');
  const [upline, setUpline] = useState('');
  const choices = useUplineChoices(S, member, text.trim());
  const move = useMutation({
    mutationFn: (values: AgentMoveBody) =>
      call(endpoints.moveMember, { params: { id: member?.id ?? 0 }, body: values }),
    onSuccess: (branch) => {
      const name = branch.uplines[branch.uplines.length - 1]?.username ?? upline;
      void message.success(fill(S.moved, { name: branch.member.username, upline: name }));
      onMoved();
      onClose();
    },
    onError: (error) => void message.error(error.message),
  });
  const names = { name: member?.username ?? '', team: member?.teamSize ?? 0, upline };
  const confirm = (values: AgentMoveBody) =>
    void modal.confirm({
      title: fill(S.confirmTitle, names),
      content: fill(member?.teamSize ? S.confirmBody : S.confirmBodyAlone, names),
      okText: S.confirm,
      cancelText: S.cancel,
      onOk: () => move.mutateAsync({ ...values, reason: values.reason.trim() }).catch(() => {}),
    });
  return (
    <Modal
      open={member !== null}
      title={fill(S.moveTitle, names)}
      okText={S.next}
      cancelText={S.cancel}
      okButtonProps={{ loading: move.isPending }}
      onOk={() => void form.handleSubmit(confirm)()}
      onCancel={onClose}
      afterClose={() => {
        setText('');
        form.reset();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {fill(member?.teamSize ? S.moveHelp : S.moveHelpAlone, names)}
      </Typography.Paragraph>
      <Form layout="vertical" component={false}>
        <FormField
          control={form.control}
          name="uplineId"
          label={S.newUpline}
          render={({ value, onChange, onBlur, ref, id }) => (
            <Select
              id={id}
              ref={ref}
              value={value}
              onBlur={onBlur}
              showSearch={{ filterOption: false, onSearch: setText }}
              placeholder={S.uplinePlaceholder}
              options={choices}
              notFoundContent={text.trim() ? S.noAgentFound : null}
              onChange={(next, option) => {
                onChange(next);
                setUpline((option as { username?: string } | undefined)?.username ?? '');
              }}
            />
          )}
        />
        <FormField
          control={form.control}
          name="reason"
          label={S.reason}
          render={(field) => <Input.TextArea {...field} rows={3} maxLength={DECISION_REASON_MAX} />}
        />
      </Form>
    </Modal>
  );
};
