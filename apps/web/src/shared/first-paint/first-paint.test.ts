import { FIRST_PAINT, type SiteStatus } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import {
  applyDeferredStyles,
  firstPaintHomeBannersIn,
  firstPaintStatusIn,
  readFirstPaintData,
  removeFirstPaintShell,
} from './first-paint';

const STATUS: SiteStatus = {
  maintenance: false,
  maintenanceMessage: null,
  regionRestriction: false,
  siteMode: 0,
  location: { ip: '127.0.0.1', country: null },
  site: {
    code: 'demo',
    name: '</script> Demo',
    logoUrl: '/m/brand/logo.svg',
    theme: {
      primary: '#e63946',
      primaryContrast: '#fff',
      headerBackground: '#1b1b2f',
      headerText: '#ffd166',
      pageBackground: '#f4f5f7',
      accent: '#ffd166',
    },
    languages: ['MY', 'EN'],
    defaultLanguage: 'MY',
    currency: 'MMK',
    currencySymbol: 'K',
    copyright: '© Demo',
    minimumAge: 18,
    timeZone: 'Asia/Yangon',
  },
  mobileTemplate: {
    login_prompt_text: 'Log in <b>now</b>',
    app_background: '',
    app_desc: 'Games',
    app_desc_font_color: '#fff',
    mem_cen: '',
    dep_func: '',
  },
  info: { customerService: [], resources: [], whitelabel: {}, imageCDNs: [] },
};

const pageWith = (json: string | null) => {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_PAINT.statusBlockId;
    block.textContent = json;
    doc.head.append(block);
  }
  return doc;
};

describe('reading the inlined site status', () => {
  it('answers nothing when the page has no block', () => {
    expect(readFirstPaintData(pageWith(null))).toBeNull();
  });

  it('answers nothing for a block that is not JSON or not a status', () => {
    expect(readFirstPaintData(pageWith('{"language":'))).toBeNull();
    expect(readFirstPaintData(pageWith(JSON.stringify({ language: 'EN', status: {} })))).toBeNull();
    expect(
      readFirstPaintData(pageWith(JSON.stringify({ language: 'XX', status: STATUS }))),
    ).toBeNull();
  });

  it('reads the block as the server writes it, with < escaped', () => {
    const json = JSON.stringify({ language: 'EN', status: STATUS }).replace(/</g, '\\u003c');
    expect(json).not.toContain('<');
    expect(readFirstPaintData(pageWith(json))).toEqual({ language: 'EN', status: STATUS });
  });

  it('gives the status and banners only to the language the block is in, and the shell goes on demand', () => {
    const homeBanners = {
      list: [{ id: 1, imageUrl: '/m/banners/a.svg', title: 'A', action: null }],
    };
    const json = JSON.stringify({ language: 'MY', status: STATUS, homeBanners }).replace(
      /</g,
      '\\u003c',
    );
    document.head.innerHTML = pageWith(json).head.innerHTML;
    document.body.innerHTML = `<div id="${FIRST_PAINT.shellId}"></div>`;
    expect(firstPaintStatusIn('EN')).toBeUndefined();
    expect(firstPaintStatusIn('MY')).toEqual(STATUS);
    expect(firstPaintHomeBannersIn('EN')).toBeUndefined();
    expect(firstPaintHomeBannersIn('MY')).toEqual(homeBanners);
    removeFirstPaintShell();
    expect(document.getElementById(FIRST_PAINT.shellId)).toBeNull();
  });
});

describe('the stylesheets the server deferred', () => {
  it('turns each into a stylesheet and answers once every one has loaded or failed', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    const links = ['/m/assets/a.css', '/m/assets/b.css'].map((href) => {
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.href = href;
      link.setAttribute(FIRST_PAINT.deferredStyleAttribute, '');
      doc.head.append(link);
      return link;
    });
    let applied = false;
    const done = applyDeferredStyles(doc).then(() => {
      applied = true;
    });
    expect(links.map((l) => l.rel)).toEqual(['stylesheet', 'stylesheet']);
    links[0]?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(applied).toBe(false);
    links[1]?.dispatchEvent(new Event('error'));
    await done;
    expect(applied).toBe(true);
  });

  it('answers at once on a page without deferred stylesheets', async () => {
    await expect(
      applyDeferredStyles(document.implementation.createHTMLDocument('plain')),
    ).resolves.toBeUndefined();
  });
});
