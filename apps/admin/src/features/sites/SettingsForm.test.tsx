import type { SiteView } from '@lotto/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAdminTransport } from '../../shared/api/call';
import { chooseLanguage } from '../../shared/i18n';
import { renderAdmin } from '../../test/render';
import { SettingsForm } from './SettingsForm';

const view: SiteView = {
  id: 1,
  code: 'demo',
  createdAt: 0,
  underMaintenanceNow: false,
  maintenance: { on: false, window: null, message: null },
  settings: {
    name: 'ShweLucky',
    hostNames: ['localhost'],
    logoUrl: '/m/brand/logo.svg',
    theme: {
      primary: '#c8102e',
      primaryContrast: '#ffffff',
      headerBackground: '#1b1b2f',
      headerText: '#ffd166',
      pageBackground: '#f4f5f7',
      accent: '#ffd166',
    },
    languages: ['MY', 'EN'],
    defaultLanguage: 'MY',
    timeZone: 'Asia/Yangon',
    currency: 'MMK',
    currencySymbol: 'K',
    minimumAge: 18,
    whitelabel: { LOTT3: true, FEEDBACK3: false },
    mobileTemplate: {
      login_prompt_text: { EN: '<p>Hello<img src=x onerror="alert(1)"></p>', MY: '<p>မင်္ဂလာပါ</p>' },
      app_desc: { EN: 'Install', MY: 'ထည့်သွင်းပါ' },
      app_background: '#1b1b2f',
      app_desc_font_color: '#ffffff',
      mem_cen: '1',
      dep_func: '1',
    },
    downloadLinks: [],
    customerService: [],
    countries: ['MM'],
    blockedCountries: [],
    blockedCidrs: [],
  },
};

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), {
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => chooseLanguage('EN'));

describe('the site settings form', () => {
  it('previews a colour at once and refuses one that is not #rrggbb before sending', async () => {
    const transport = vi.fn();
    setAdminTransport(transport);
    renderAdmin(<SettingsForm view={view} />);
    const primary = screen.getByLabelText('Primary (buttons)');
    fireEvent.change(primary, { target: { value: 'red' } });
    fireEvent.blur(primary);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    });
    expect(
      await screen.findByText('Not in the expected form.', undefined, { timeout: 8000 }),
    ).toBeTruthy();
    expect(transport).not.toHaveBeenCalled();
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
  });

  it('sends every setting, the changed colour with them, and sanitizes the preview', async () => {
    const transport = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
      ok({ ...view, settings: JSON.parse(String(init?.body)) }),
    );
    setAdminTransport(transport);
    const { container } = renderAdmin(<SettingsForm view={view} />);
    // The preview shows the default language's prompt without what could run a script.
    expect(container.querySelector('.phone-prompt')?.innerHTML).toBe('<p>မင်္ဂလာပါ</p>');
    fireEvent.change(screen.getByLabelText('Primary (buttons)'), {
      target: { value: '#0a7d3b' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    });
    await waitFor(() => expect(transport).toHaveBeenCalledTimes(1));
    const [url, init] = transport.mock.calls[0] ?? [];
    expect(String(url)).toBe('/admin/api/sites/demo');
    expect(init?.method).toBe('PUT');
    const sent = JSON.parse(String(init?.body));
    expect(sent.theme.primary).toBe('#0a7d3b');
    expect(sent.whitelabel).toEqual({ LOTT3: true, FEEDBACK3: false });
    expect(sent.name).toBe('ShweLucky');
  });

  it('names the switches in the operator’s language', async () => {
    chooseLanguage('ZH');
    setAdminTransport(vi.fn());
    renderAdmin(<SettingsForm view={view} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: '功能开关' }));
    });
    expect(screen.getByRole('switch', { name: '意见反馈' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });
});
