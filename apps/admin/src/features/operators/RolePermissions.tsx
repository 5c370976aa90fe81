import { type AdminRole, ROLE_PERMISSIONS } from '@lotto/contract';
import { Typography } from 'antd';
import { useTexts } from '../../shared/i18n';

/** What a role may do, in words, from the contract's one table of roles. */
export const RolePermissions = ({ role }: { role: AdminRole }) => {
  const texts = useTexts();
  return (
    <div className="role-permissions">
      <Typography.Text type="secondary">{texts.operators.roleMay}</Typography.Text>
      <ul>
        {ROLE_PERMISSIONS[role].map((p) => (
          <li key={p}>{texts.home.permission[p]}</li>
        ))}
      </ul>
    </div>
  );
};
