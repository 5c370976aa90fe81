import { FIRST_PAINT } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { TEST_SITE_STATUS as STATUS } from '../../test/site-status';
import { firstPaintStatusIn, readFirstPaintData, removeFirstPaintShell } from './first-paint';

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

  it('gives the status only to the language the block is in, and the shell goes on demand', () => {
    const json = JSON.stringify({ language: 'MY', status: STATUS }).replace(/</g, '\\u003c');
    document.head.innerHTML = pageWith(json).head.innerHTML;
    document.body.innerHTML = `<div id="${FIRST_PAINT.shellId}"></div>`;
    expect(firstPaintStatusIn('EN')).toBeUndefined();
    expect(firstPaintStatusIn('MY')).toEqual(STATUS);
    removeFirstPaintShell();
    expect(document.getElementById(FIRST_PAINT.shellId)).toBeNull();
  });
});
