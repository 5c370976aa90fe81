import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/render';
import { PlaceEditor } from './PlaceEditor';

describe('a game’s place on the site', () => {
  it('saves a new place, refuses none, and goes back to the catalogue’s', () => {
    const onSave = vi.fn();
    renderAdmin(<PlaceEditor place={300} saving={false} onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Save place' });
    expect(save).toHaveProperty('disabled', true);
    const input = screen.getByRole('spinbutton', { name: 'Place in this site’s lists' });
    fireEvent.change(input, { target: { value: '5' } });
    expect(save).toHaveProperty('disabled', false);
    fireEvent.click(save);
    expect(onSave).toHaveBeenLastCalledWith(5);
    fireEvent.change(input, { target: { value: '' } });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Use the catalogue’s place' }));
    expect(onSave).toHaveBeenLastCalledWith(null);
  });
});
