import { Alert, Button, Descriptions, Modal, Space, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { fill, useTexts } from '../../shared/i18n';

/** What the server answered once: a new authenticator secret and/or a generated password. */
export interface Secrets {
  username: string;
  totp?: { secret: string; otpauthUri: string };
  password?: string | null;
}

/**
 * Shows the secrets the server will never show again, with a QR code for the authenticator;
 * it closes only by the operator saying they saved them, and keeps nothing afterwards.
 */
export const SecretsDialog = ({
  secrets,
  onDone,
}: {
  secrets: Secrets | null;
  onDone: () => void;
}) => {
  const S = useTexts().operators;
  return (
    <Modal
      open={secrets !== null}
      title={secrets ? fill(S.secretsTitle, { name: secrets.username }) : ''}
      closable={false}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      width={620}
      footer={
        <Button type="primary" onClick={onDone}>
          {S.saved}
        </Button>
      }
    >
      {secrets && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Alert type="warning" showIcon title={S.onceWarning} description={S.onceHelp} />
          {secrets.totp && (
            <div className="secret-totp">
              <div>
                <Typography.Text type="secondary">{S.scan}</Typography.Text>
                <div className="secret-qr">
                  <QRCodeSVG
                    value={secrets.totp.otpauthUri}
                    size={168}
                    marginSize={2}
                    title={S.qr}
                  />
                </div>
              </div>
              <Descriptions column={1} size="small" layout="vertical">
                <Descriptions.Item label={S.secret}>
                  <Typography.Text code copyable data-testid="totp-secret">
                    {secrets.totp.secret}
                  </Typography.Text>
                </Descriptions.Item>
                <Descriptions.Item label={S.uri}>
                  <Typography.Text copyable className="secret-uri">
                    {secrets.totp.otpauthUri}
                  </Typography.Text>
                </Descriptions.Item>
              </Descriptions>
            </div>
          )}
          {secrets.password && (
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={S.newPassword}>
                <Typography.Text code copyable data-testid="new-password">
                  {secrets.password}
                </Typography.Text>
              </Descriptions.Item>
            </Descriptions>
          )}
        </Space>
      )}
    </Modal>
  );
};
