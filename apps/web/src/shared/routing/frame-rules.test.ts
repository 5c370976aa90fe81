import { describe, expect, it } from 'vitest';
import {
  backTargetOf,
  footerVisible,
  headerVariantOf,
  isMemberArea,
  screenOf,
} from './frame-rules';

describe('frame rules', () => {
  it('treats every home alias as home', () => {
    for (const path of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home']) {
      expect(screenOf(path)).toBe('home');
      expect(headerVariantOf(path)).toBe('home');
    }
  });

  it('treats the register aliases as registration', () => {
    for (const path of ['/register.html', '/m/register.html']) {
      expect(screenOf(path)).toBe('register');
      expect(footerVisible(path)).toBe(false);
    }
  });

  it('hides the header on login, register, mine, member home, agent and help', () => {
    for (const path of [
      '/m/login',
      '/m/register',
      '/m/mine',
      '/m/member/home',
      '/m/agent',
      '/m/help',
    ]) {
      expect(headerVariantOf(path)).toBe('none');
    }
    expect(headerVariantOf('/m/agent/team/overview')).toBe('none');
    expect(headerVariantOf('/m/set')).toBe('page');
    expect(headerVariantOf('/m/gameList')).toBe('page');
  });

  it('hides the footer exactly on the listed screens', () => {
    const hidden = [
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
    ];
    for (const screen of hidden) expect(footerVisible(`/m/${screen}`)).toBe(false);
    for (const screen of [
      'home',
      'mine',
      'gameList',
      'set',
      'help',
      'withdraw',
      'activityDetail',
    ]) {
      expect(footerVisible(`/m/${screen}`)).toBe(true);
    }
    expect(footerVisible('/')).toBe(true);
  });

  it('sends back from entry screens home and elsewhere through history', () => {
    for (const screen of ['login', 'register', 'trail', 'notice', 'forget']) {
      expect(backTargetOf(`/m/${screen}`, 5)).toBe('home');
    }
    expect(backTargetOf('/m/set', 5)).toBe('history');
    expect(backTargetOf('/m/set', 1)).toBe('home');
  });

  it('counts /m/mine and every /m/member/ screen as the member area', () => {
    for (const path of ['/m/mine', '/m/member/home', '/m/member/benefits']) {
      expect(isMemberArea(path)).toBe(true);
    }
    for (const path of ['/m/home', '/m/minesweeper', '/m/memberx', '/m/set', '/m/agent']) {
      expect(isMemberArea(path)).toBe(false);
    }
  });
});
