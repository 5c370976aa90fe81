import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Layout, Result, Space, Tag, Typography } from 'antd';
import { Link, Route, Routes } from 'react-router';
import { fill, useTexts } from '../shared/i18n';
import { useSession } from '../shared/session';
import { LanguageSwitch } from './LanguageSwitch';
import { SideMenu } from './SideMenu';
import { SCREENS } from './screens';

const { Header, Sider, Content } = Layout;

const NotFound = () => {
  const { shell } = useTexts();
  return (
    <Result status="404" title={shell.notFound} extra={<Link to="/">{shell.backHome}</Link>} />
  );
};

/** A screen the operator's role does not hold: said plainly, and nothing of it is loaded. */
const Forbidden = () => {
  const texts = useTexts();
  const { operator } = useSession();
  return (
    <Result
      status="403"
      title={texts.forbidden.title}
      subTitle={fill(texts.forbidden.text, { role: operator ? texts.roles[operator.role] : '' })}
      extra={<Link to="/">{texts.shell.backHome}</Link>}
    />
  );
};

/** The signed-in frame: the side menu by permission, language, the operator and sign-out, the screen. */
export const Shell = () => {
  const texts = useTexts();
  const { operator, can, signOut } = useSession();
  const allowed = SCREENS.filter((s) => s.permission === null || can(s.permission));
  if (!operator) return null;
  return (
    <Layout className="shell">
      <Sider width={248} theme="dark" breakpoint="lg" collapsedWidth={64} className="shell-sider">
        <div className="brand">{texts.appName}</div>
        <SideMenu />
      </Sider>
      <Layout className="shell-main">
        <Header className="shell-header">
          <Space size="middle">
            <LanguageSwitch />
            <UserOutlined />
            <Typography.Text strong>{operator.username}</Typography.Text>
            <Tag color="blue">{texts.roles[operator.role]}</Tag>
            <Button icon={<LogoutOutlined />} onClick={() => void signOut()}>
              {texts.shell.signOut}
            </Button>
          </Space>
        </Header>
        <Content className="shell-content">
          <Routes>
            {allowed.map((s) => (
              <Route key={s.path} path={s.path} element={s.element} />
            ))}
            {SCREENS.filter((s) => !allowed.includes(s)).map((s) => (
              <Route key={s.path} path={s.path} element={<Forbidden />} />
            ))}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Content>
      </Layout>
    </Layout>
  );
};
