import { Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTexts } from '../shared/i18n';
import { useSession } from '../shared/session';
import { FLAT_SECTIONS, MENU_SECTIONS, menuGroupsOf, menuScreenAt } from './menu-sections';
import { SCREENS } from './screens';

type Items = NonNullable<MenuProps['items']>;

/**
 * The side menu in sections. One section is open at a time, the current page's when the page
 * changes, so an owner's whole menu fits a 768-pixel-high screen without scrolling.
 */
export const SideMenu = () => {
  const texts = useTexts();
  const { can } = useSession();
  const { pathname } = useLocation();
  const groups = menuGroupsOf(SCREENS, can);
  const current = menuScreenAt(groups, pathname);
  const currentSection = current?.menu.section;
  // The operator's own opening, kept until the page changes.
  const [opened, setOpened] = useState<{ at: string; keys: string[] } | null>(null);
  const openKeys =
    opened?.at === pathname ? opened.keys : currentSection ? [`section:${currentSection}`] : [];

  const items: Items = groups.map(({ section, screens }) => {
    const entries = screens.map((s) => ({
      key: s.path,
      icon: s.menu.icon,
      label: <Link to={s.path}>{texts.menu[s.menu.label]}</Link>,
    }));
    if (FLAT_SECTIONS.includes(section) && entries.length === 1 && entries[0]) return entries[0];
    return {
      key: `section:${section}`,
      icon: MENU_SECTIONS[section],
      label: texts.menuSections[section],
      children: entries,
    };
  });

  return (
    <Menu
      theme="dark"
      mode="inline"
      // Every link is in the page, a closed section's too: a search or a test finds any screen.
      forceSubMenuRender
      selectedKeys={current ? [current.path] : []}
      openKeys={openKeys}
      onOpenChange={(keys) => {
        const added = keys.filter((key) => !openKeys.includes(key));
        setOpened({ at: pathname, keys: added.length > 0 ? added.slice(-1) : keys });
      }}
      items={items}
    />
  );
};
