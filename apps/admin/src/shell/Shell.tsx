import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Layout, Menu, Result, Space, Tag, Typography } from 'antd';
import { Link, matchPath, Route, Routes, useLocation } from 'react-router';
import { STRINGS } from '../strings';
import { SCREENS } from './nav';
import { useSession } from './session';

const { Header, Sider, Content } = Layout;

const NotFound = () => (
  <Result
    status="404"
    title={STRINGS.shell.notFound}
    extra={<Link to="/">{STRINGS.shell.backHome}</Link>}
  />
);

/** The signed-in frame: the side menu by permission, the operator and sign-out, the screen. */
export const Shell = () => {
  const { operator, can, signOut } = useSession();
  const location = useLocation();
  const allowed = SCREENS.filter((s) => s.permission === null || can(s.permission));
  const selected = allowed
    .filter((s) => s.menu)
    .filter((s) =>
      s.path === '/' ? location.pathname === '/' : matchPath(`${s.path}/*`, location.pathname),
    )
    .map((s) => s.path);
  if (!operator) return null;
  return (
    <Layout className="shell">
      <Sider width={232} theme="dark" breakpoint="lg" collapsedWidth={64}>
        <div className="brand">{STRINGS.appName}</div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={selected}
          items={allowed
            .filter((s) => s.menu)
            .map((s) => ({
              key: s.path,
              icon: s.menu?.icon,
              label: <Link to={s.path}>{s.menu?.label}</Link>,
            }))}
        />
      </Sider>
      <Layout>
        <Header className="shell-header">
          <Space size="middle">
            <UserOutlined />
            <Typography.Text strong>{operator.username}</Typography.Text>
            <Tag color="blue">{STRINGS.roles[operator.role]}</Tag>
            <Button icon={<LogoutOutlined />} onClick={() => void signOut()}>
              {STRINGS.shell.signOut}
            </Button>
          </Space>
        </Header>
        <Content className="shell-content">
          <Routes>
            {allowed.map((s) => (
              <Route key={s.path} path={s.path} element={s.element} />
            ))}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Content>
      </Layout>
    </Layout>
  );
};
