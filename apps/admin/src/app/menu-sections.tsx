import {
  AlertOutlined,
  AppstoreOutlined,
  CalendarOutlined,
  DashboardOutlined,
  DollarOutlined,
  GiftOutlined,
  NotificationOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { AdminPermission } from '@lotto/contract';
import { matchPath } from 'react-router';
import type { MenuSection, Screen } from './screens';

/** The menu's sections in their order, each with the icon its title shows (alone when narrow). */
export const MENU_SECTIONS = {
  dashboard: <DashboardOutlined />,
  members: <TeamOutlined />,
  money: <DollarOutlined />,
  promotions: <GiftOutlined />,
  content: <NotificationOutlined />,
  games: <AppstoreOutlined />,
  lottery: <CalendarOutlined />,
  risk: <AlertOutlined />,
  settings: <SettingOutlined />,
} satisfies Record<MenuSection, unknown>;

/** A section of more than one screen opens as a submenu; a section of one screen shows it alone. */
export const FLAT_SECTIONS: readonly MenuSection[] = ['dashboard'];

export type MenuScreen = Screen & { menu: NonNullable<Screen['menu']> };

export interface MenuGroup {
  section: MenuSection;
  screens: MenuScreen[];
}

/**
 * The menu an operator sees: the screens their role may open, in sections, in the sections'
 * order; a section with nothing the role may open is left out.
 */
export const menuGroupsOf = (
  screens: readonly Screen[],
  can: (permission: AdminPermission) => boolean,
): MenuGroup[] => {
  const shown = screens.filter(
    (s): s is MenuScreen => s.menu !== undefined && (s.permission === null || can(s.permission)),
  );
  return (Object.keys(MENU_SECTIONS) as MenuSection[])
    .map((section) => ({ section, screens: shown.filter((s) => s.menu.section === section) }))
    .filter((group) => group.screens.length > 0);
};

/** The menu screen the address belongs to (a member's page belongs to Members), if any. */
export const menuScreenAt = (groups: readonly MenuGroup[], pathname: string) =>
  groups
    .flatMap((group) => group.screens)
    .filter((s) => (s.path === '/' ? pathname === '/' : matchPath(`${s.path}/*`, pathname)))
    .sort((a, b) => b.path.length - a.path.length)[0];
