import { type AdminRole, ROLE_PERMISSIONS } from '@lotto/contract';
import { Typography } from 'antd';
import { useTexts } from '../../shared/i18n';

/** What a role may do, in words, from the contract's one table of roles (wide: two columns). */
export const RolePermissions = ({ role, wide = false }: { role: AdminRole; wide?: boolean }) => {
  const texts = useTexts();
  return (
    <div className={wide ? 'role-permissions role-permissions-wide' : 'role-permissions'}>
      <Typography.Text type="secondary">{texts.operators.roleMay}</Typography.Text>
      <ul>
        {ROLE_PERMISSIONS[role].map((p) => (
          <li key={p}>{texts.home.permission[p]}</li>
        ))}
      </ul>
    </div>
  );
};
