import { ADMIN_ROLES, type AdminRole, adminOperatorEndpoints as endpoints } from '@lotto/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Popconfirm,
  Select,
  Space,
  Typography,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { call } from '../../shared/api/call';
import { fill, useTexts } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { useFormatTime } from '../../shared/ui/format';
import { QueryState } from '../../shared/ui/QueryState';
import { StatusTag } from '../../shared/ui/StatusTag';
import { operatorKeys } from './keys';
import { RolePermissions } from './RolePermissions';
import type { Secrets } from './SecretsDialog';

type Action =
  | { kind: 'role'; role: AdminRole }
  | { kind: 'totp' }
  | { kind: 'password' }
  | { kind: 'disable' }
  | { kind: 'enable' };

type Answer = endpoints.OperatorDetail | endpoints.TotpResetAnswer | endpoints.PasswordResetAnswer;

const send = (id: number, action: Action): Promise<Answer> => {
  const params = { id };
  switch (action.kind) {
    case 'role':
      return call(endpoints.changeOperatorRole, { params, body: { role: action.role } });
    case 'totp':
      return call(endpoints.resetOperatorTotp, { params });
    case 'password':
      return call(endpoints.resetOperatorPassword, { params });
    case 'disable':
      return call(endpoints.disableOperator, { params });
    case 'enable':
      return call(endpoints.enableOperator, { params });
  }
};

/**
 * One operator: what their role may do and their sessions; change the role, reset the
 * authenticator or password (the new secret shown once), disable or enable. The operator's own
 * account can be neither disabled nor given another role, and the drawer says why.
 */
export const OperatorDrawer = (props: {
  id: number | null;
  onClose: () => void;
  onSecrets: (secrets: Secrets) => void;
}) => {
  const texts = useTexts();
  const S = texts.operators;
  const formatTime = useFormatTime();
  const { message } = App.useApp();
  const { operator: me } = useSession();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<AdminRole | null>(null);
  const id = props.id ?? 0;
  const detail = useQuery({
    queryKey: operatorKeys.detail(id),
    queryFn: () => call(endpoints.operator, { params: { id } }),
    enabled: props.id !== null,
  });
  const act = useMutation({
    mutationFn: (action: Action) => send(id, action),
    onSuccess: (answer, action) => {
      void queryClient.invalidateQueries({ queryKey: operatorKeys.all });
      const o = 'operator' in answer ? answer.operator : answer;
      const name = o.username;
      if ('totp' in answer) props.onSecrets({ username: name, totp: answer.totp });
      if ('password' in answer) props.onSecrets({ username: name, password: answer.password });
      if (action.kind === 'role') {
        void message.success(fill(S.roleSaved, { name, role: texts.roles[o.role] }));
        setRole(null);
      }
      if (action.kind === 'disable') void message.success(fill(S.disabledDone, { name }));
      if (action.kind === 'enable') void message.success(fill(S.enabledDone, { name }));
    },
  });
  const o = detail.data;
  const self = o !== undefined && o.id === me?.id;
  const chosen = role ?? o?.role ?? 'support';
  const confirmOf = (text: string, action: Action, button: ReactNode, danger = false) => (
    <Popconfirm
      title={fill(text, { name: o?.username ?? '' })}
      okText={S.confirm}
      okButtonProps={{ danger }}
      cancelText={S.cancel}
      onConfirm={() => act.mutate(action)}
      overlayStyle={{ maxWidth: 360 }}
    >
      {button}
    </Popconfirm>
  );
  return (
    <Drawer
      open={props.id !== null}
      onClose={props.onClose}
      afterOpenChange={(open) => {
        if (!open) {
          setRole(null);
          act.reset();
        }
      }}
      title={o ? fill(S.detailOf, { name: o.username }) : S.title}
      width={520}
      destroyOnHidden
    >
      <QueryState
        loading={detail.isPending}
        error={detail.error}
        retry={() => void detail.refetch()}
      >
        {o && (
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            {act.error && <ErrorAlert error={act.error} />}
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={S.status}>
                <StatusTag tone={o.disabled ? 'bad' : 'good'}>
                  {o.disabled ? S.disabled : S.enabled}
                </StatusTag>
              </Descriptions.Item>
              <Descriptions.Item label={S.created}>{formatTime(o.createdAt)}</Descriptions.Item>
              <Descriptions.Item label={S.lastSignIn}>
                {o.lastSignInAt === null ? S.never : formatTime(o.lastSignInAt)}
              </Descriptions.Item>
              <Descriptions.Item label={S.totp}>
                {o.totpSetUp ? S.totpSetUp : S.totpPending}
              </Descriptions.Item>
              <Descriptions.Item label={S.sessions}>{o.activeSessions}</Descriptions.Item>
            </Descriptions>
            <Space wrap>
              {confirmOf(
                S.resetTotpConfirm,
                { kind: 'totp' },
                <Button disabled={act.isPending}>{S.resetTotp}</Button>,
              )}
              {confirmOf(
                S.resetPasswordConfirm,
                { kind: 'password' },
                <Button disabled={act.isPending}>{S.resetPassword}</Button>,
              )}
              {o.disabled
                ? confirmOf(
                    S.enableConfirm,
                    { kind: 'enable' },
                    <Button disabled={act.isPending}>{S.enable}</Button>,
                  )
                : confirmOf(
                    S.disableConfirm,
                    { kind: 'disable' },
                    <Button danger disabled={self || act.isPending}>
                      {S.disable}
                    </Button>,
                    true,
                  )}
            </Space>
            {self && <Alert type="info" showIcon title={S.selfNote} />}
            <div>
              <Typography.Title level={5}>{S.changeRole}</Typography.Title>
              <Space wrap>
                <Select<AdminRole>
                  aria-label={S.role}
                  value={chosen}
                  onChange={setRole}
                  disabled={self || act.isPending}
                  style={{ width: 200 }}
                  options={ADMIN_ROLES.map((r) => ({ value: r, label: texts.roles[r] }))}
                />
                <Button
                  type="primary"
                  disabled={self || chosen === o.role}
                  loading={act.isPending && act.variables?.kind === 'role'}
                  onClick={() => act.mutate({ kind: 'role', role: chosen })}
                >
                  {S.saveRole}
                </Button>
              </Space>
              <RolePermissions role={chosen} wide />
            </div>
          </Space>
        )}
      </QueryState>
    </Drawer>
  );
};
