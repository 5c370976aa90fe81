import { ADMIN_ROLES, type AdminRole, ROLE_PERMISSIONS } from '@lotto/contract';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setAdminTransport } from '../shared/api/call';
import { chooseLanguage, textsIn } from '../shared/i18n';
import { SessionProvider } from '../shared/session';
import { renderAdmin } from '../test/render';
import { MENU_SECTIONS, menuGroupsOf, menuScreenAt } from './menu-sections';
import { SideMenu } from './SideMenu';
import { SCREENS } from './screens';

const canOf = (role: AdminRole) => (permission: string) =>
  (ROLE_PERMISSIONS[role] as readonly string[]).includes(permission);
const sectionsOf = (role: AdminRole) => menuGroupsOf(SCREENS, canOf(role)).map((g) => g.section);
const labelsOf = (role: AdminRole) =>
  menuGroupsOf(SCREENS, canOf(role)).flatMap((g) => g.screens.map((s) => s.menu.label));

describe('menuGroupsOf', () => {
  it("puts every one of an owner's menu screens in a section, in the sections' order", () => {
    const groups = menuGroupsOf(SCREENS, canOf('owner'));
    expect(groups.map((g) => g.section)).toEqual(Object.keys(MENU_SECTIONS));
    const inMenu = SCREENS.filter((s) => s.menu).map((s) => s.path);
    expect(groups.flatMap((g) => g.screens.map((s) => s.path)).sort()).toEqual(inMenu.sort());
    expect(groups.find((g) => g.section === 'money')?.screens.map((s) => s.menu.label)).toEqual(
      expect.arrayContaining(['deposits', 'withdrawals', 'adjustments']),
    );
  });

  it('hides what a role may not open, and a section left with nothing', () => {
    expect(sectionsOf('content')).toEqual([
      'dashboard',
      'promotions',
      'content',
      'games',
      'lottery',
    ]);
    expect(labelsOf('content')).not.toContain('withdrawals');
    expect(sectionsOf('finance')).toContain('money');
    expect(sectionsOf('finance')).not.toContain('settings');
    expect(labelsOf('risk')).toContain('riskAlerts');
    expect(labelsOf('risk')).not.toContain('operators');
    for (const role of ADMIN_ROLES) {
      for (const group of menuGroupsOf(SCREENS, canOf(role))) {
        expect(group.screens.length, `${role} ${group.section}`).toBeGreaterThan(0);
        for (const s of group.screens) {
          expect(s.permission === null || canOf(role)(s.permission)).toBe(true);
        }
      }
    }
  });

  it('finds the menu screen of an address, a detail page under its list', () => {
    const groups = menuGroupsOf(SCREENS, canOf('owner'));
    expect(menuScreenAt(groups, '/members/12')?.menu.label).toBe('members');
    expect(menuScreenAt(groups, '/lottery/odds')?.menu.section).toBe('lottery');
    expect(menuScreenAt(groups, '/')?.menu.label).toBe('home');
    expect(menuScreenAt(groups, '/nowhere')).toBeUndefined();
  });

  it('has a title for every section in every language', () => {
    for (const language of ['EN', 'MY', 'ZH'] as const) {
      expect(Object.keys(textsIn(language).menuSections).sort()).toEqual(
        Object.keys(MENU_SECTIONS).sort(),
      );
    }
  });
});

const signedInAs = (role: AdminRole) =>
  setAdminTransport(
    async () =>
      new Response(
        JSON.stringify({
          success: true,
          value: {
            operator: { id: 1, username: 'op', role, permissions: ROLE_PERMISSIONS[role] },
            csrfToken: 't',
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
  );

const renderMenu = (at: string) =>
  renderAdmin(
    <MemoryRouter initialEntries={[at]}>
      <SessionProvider>
        <SideMenu />
      </SessionProvider>
    </MemoryRouter>,
  );

afterEach(() => chooseLanguage('EN'));

describe('SideMenu', () => {
  it("opens the current page's section with the page highlighted, one section at a time", async () => {
    signedInAs('owner');
    renderMenu('/members/7');
    const members = await screen.findByRole('link', { name: 'Members' });
    expect(members.closest('li')?.className).toContain('ant-menu-item-selected');
    expect(screen.queryByRole('link', { name: 'Withdrawals' })).toBeNull();
    fireEvent.click(screen.getByText('Money'));
    expect(await screen.findByRole('link', { name: 'Withdrawals' })).toBeTruthy();
    expect(screen.getByText('Members and agents').closest('li')?.className).not.toContain(
      'ant-menu-submenu-open',
    );
  });

  it('shows a content operator no money nor settings section, in Chinese', async () => {
    chooseLanguage('ZH');
    signedInAs('content');
    renderMenu('/content/banners');
    expect(await screen.findByRole('link', { name: '首页' })).toBeTruthy();
    expect(screen.getByText('内容')).toBeTruthy();
    expect(screen.queryByText('资金')).toBeNull();
    expect(screen.queryByText('设置')).toBeNull();
  });
});
