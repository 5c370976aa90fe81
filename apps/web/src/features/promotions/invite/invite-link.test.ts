import { describe, expect, it } from 'vitest';
import { inviteLink } from './invite-link';

describe('inviteLink', () => {
  it('opens registration on the same site with the recommender id', () => {
    expect(inviteLink('https://demo.example', '42')).toBe(
      'https://demo.example/m/register?recommenderId=42',
    );
  });
});
