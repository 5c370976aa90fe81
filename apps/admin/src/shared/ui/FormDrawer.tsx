import { Alert, Button, Drawer, Space } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  onClose: () => void;
  /** Checks the form and sends it. */
  onSave: () => void;
  saving: boolean;
  saveText: string;
  cancelText: string;
  /** The server's refusal of the last save, said above the form. */
  error?: string;
  size?: number;
  children: ReactNode;
}

/** The side panel a record is written or edited in: cancel and save at the top, its refusal. */
export const FormDrawer = ({ size = 1120, ...props }: Props) => (
  <Drawer
    open
    size={size}
    title={props.title}
    onClose={props.onClose}
    destroyOnHidden
    extra={
      <Space>
        <Button onClick={props.onClose}>{props.cancelText}</Button>
        <Button type="primary" loading={props.saving} onClick={props.onSave}>
          {props.saveText}
        </Button>
      </Space>
    }
  >
    {props.error && (
      <Alert showIcon type="error" title={props.error} style={{ marginBottom: 12 }} />
    )}
    {props.children}
  </Drawer>
);
