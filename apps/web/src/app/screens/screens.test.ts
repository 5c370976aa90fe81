import { describe, expect, it } from 'vitest';
import { HOME_ALIASES, paths, REGISTER_ALIASES } from '../../shared/config/paths';
import { accessOf, backTargetOf, returnPathOf, viewerOf } from '../../shared/routing/frame-rules';
import { SCREENS } from './screens';

const declared = (path: string) => {
  const found = SCREENS.find((screen) => screen.path === path);
  if (!found) throw new Error(`no screen declared at ${path}`);
  return found;
};
const named = (screens: string[]) => screens.map((name) => declared(`/m/${name}`));

describe('the declared screens', () => {
  it('declare each path once', () => {
    const all = SCREENS.map((screen) => screen.path);
    expect(new Set(all).size).toBe(all.length);
  });

  it('show home, with its header, at every home alias', () => {
    for (const path of [paths.home, ...HOME_ALIASES]) {
      expect(declared(path)).toMatchObject({ title: 'home', header: 'home', footer: true });
    }
  });

  it('show registration at the register aliases', () => {
    for (const path of REGISTER_ALIASES) {
      expect(declared(path)).toMatchObject({ title: 'register', header: 'none', footer: false });
    }
  });

  it('hide the header on login, register, mine, member home, agent and help (spec/01 §2)', () => {
    const hidden = named(['login', 'register', 'mine', 'agent', 'help']);
    hidden.push(...REGISTER_ALIASES.map(declared), declared(paths.memberHome));
    hidden.push(declared(paths.teamOverview), declared(paths.teamPnl));
    for (const screen of hidden) expect(screen.header, screen.path).toBe('none');
    const withHeader = SCREENS.filter((screen) => !hidden.includes(screen));
    for (const screen of withHeader) expect(screen.header, screen.path).not.toBe('none');
  });

  it('hide the footer exactly on the listed screens (spec/01 §2, spec/02 §2)', () => {
    const hidden = named([
      'login',
      'register',
      'trail',
      'launchGame',
      'changePsw',
      'notice',
      'activity',
      'forget',
      'service',
      'moreLottery',
      'useragreement',
      'maintenance',
      'agent',
    ]);
    hidden.push(
      ...REGISTER_ALIASES.map(declared),
      declared(paths.teamOverview),
      declared(paths.teamPnl),
    );
    for (const screen of SCREENS) {
      expect(screen.footer, screen.path).toBe(!hidden.includes(screen));
    }
  });

  it('send back from entry screens home and elsewhere through history', () => {
    const home = named(['login', 'register', 'trail', 'notice', 'forget']);
    for (const screen of home) expect(backTargetOf(screen, 5), screen.path).toBe('home');
    // The agents' announcements are entered from the agent centre's footer, and lead back there.
    const agent = [declared(paths.memberNotice)];
    for (const screen of agent) expect(backTargetOf(screen, 1), screen.path).toBe('agent');
    const rest = SCREENS.filter((s) => ![...home, ...agent].includes(s) && s.title !== 'register');
    for (const screen of rest) {
      expect(backTargetOf(screen, 5), screen.path).toBe('history');
      expect(backTargetOf(screen, 1), screen.path).toBe('home');
    }
  });

  it('send visitors from member screens to login, placeholders included (spec/02 §6)', () => {
    const memberOnly = [
      paths.securityCenter,
      paths.voucherCenter,
      paths.withdraw,
      paths.webEmail,
      paths.gameRecord,
      paths.transactionRecord,
      paths.inviteFriends,
      paths.launchGame,
      paths.agent,
    ];
    for (const path of memberOnly) expect(accessOf(declared(path), 'visitor'), path).toBe('login');
    for (const path of [paths.set, paths.changePsw]) {
      expect(accessOf(declared(path), 'visitor'), path).toBe('home');
    }
    // The member centre shows a visitor its login block (spec/02 section 2).
    const open = [paths.home, paths.gameList, paths.activity, paths.help, paths.notice, paths.mine];
    for (const path of [...open, paths.memberHome]) {
      expect(accessOf(declared(path), 'visitor'), path).toBe('open');
    }
  });

  it('send a member on from login, but let a free-trial player log in', () => {
    expect(accessOf(declared(paths.login), 'member')).toBe('onward');
    expect(accessOf(declared(paths.login), 'trial')).toBe('open');
    expect(accessOf(declared(paths.login), 'visitor')).toBe('open');
  });

  it('refuse the member centre, and only it, to a free-trial player', () => {
    for (const screen of SCREENS) {
      const area = screen.path === paths.mine || screen.path.startsWith('/m/member/');
      if (area) expect(accessOf(screen, 'trial'), screen.path).toBe('freeReject');
      else if (screen.session !== 'guest')
        expect(accessOf(screen, 'agent'), screen.path).toBe('open');
    }
  });

  it('tell agents from members by type: 0 and 40 are members, 4 a trial player', () => {
    expect([0, 40, 4, 1, 2, 41, 42].map((type) => viewerOf({ type }))).toEqual([
      'member',
      'member',
      'trial',
      'agent',
      'agent',
      'agent',
      'agent',
    ]);
    expect(viewerOf(null)).toBe('visitor');
  });

  it('send a member who is no agent (types 0, 40) home from the agent area (spec/02 §6)', () => {
    const agentArea = [paths.agent, paths.teamOverview, paths.agentRegister];
    for (const path of agentArea) {
      expect(accessOf(declared(path), 'member'), path).toBe('home');
      expect(accessOf(declared(path), 'agent'), path).toBe('open');
      expect(accessOf(declared(path), 'trial'), path).toBe('freeReject');
    }
    for (const path of [paths.mine, paths.withdraw, paths.home]) {
      expect(accessOf(declared(path), 'member'), path).toBe('open');
    }
  });

  it("open red envelope rain to agents' members too, not to a free trial", () => {
    expect(accessOf(declared(paths.redRain), 'member')).toBe('open');
    expect(accessOf(declared(paths.redRain), 'agent')).toBe('open');
    expect(accessOf(declared(paths.redRain), 'trial')).toBe('freeReject');
  });

  it('send a signed-in member home from registration and free trial, not a trial player', () => {
    for (const path of [paths.register, paths.trail, ...REGISTER_ALIASES]) {
      expect(accessOf(declared(path), 'member'), path).toBe('onward');
      expect(accessOf(declared(path), 'agent'), path).toBe('onward');
      expect(accessOf(declared(path), 'trial'), path).toBe('open');
      expect(accessOf(declared(path), 'visitor'), path).toBe('open');
    }
  });

  it('return after login only to an address of the app', () => {
    expect(returnPathOf({ returnTo: '/m/webEmail?x=1' })).toBe('/m/webEmail?x=1');
    for (const bad of [
      '//evil.example/m/x',
      'https://evil.example',
      '/m/',
      null,
      { returnTo: 3 },
    ]) {
      expect(returnPathOf(typeof bad === 'string' ? { returnTo: bad } : bad)).toBeUndefined();
    }
  });
});
