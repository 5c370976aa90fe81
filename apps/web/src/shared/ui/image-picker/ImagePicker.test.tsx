import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImagePicker } from './ImagePicker';

const RULES = { imagesMax: 2, imageMaxBytes: 10, imageTypes: ['image/png'] };

const Picker = () => {
  const [images, setImages] = useState<File[]>([]);
  return (
    <ImagePicker
      rules={RULES}
      images={images}
      onChange={setImages}
      testId="picker"
      texts={{
        label: 'Images',
        add: 'Add',
        remove: (n) => `Remove ${n}`,
        wrongType: 'PNG only',
        tooLarge: 'Too large',
      }}
    />
  );
};

const pick = (...files: File[]) =>
  fireEvent.change(screen.getByTestId('picker'), { target: { files } });
const png = (name: string, bytes = 3) => new File(['x'.repeat(bytes)], name, { type: 'image/png' });
const thumbs = () => document.querySelectorAll('.image-picker__thumb img').length;

afterEach(cleanup);

describe('the image picker', () => {
  it('shows a thumbnail per picked image, removes one, and stops adding at the limit', () => {
    render(<Picker />);
    pick(png('a.png'));
    expect(thumbs()).toBe(1);
    pick(png('b.png'), png('c.png'));
    expect(thumbs()).toBe(2);
    expect(screen.queryByTestId('picker')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove 1' }));
    expect(thumbs()).toBe(1);
  });

  it('refuses another type or too large a file, with its message, and keeps what it had', () => {
    render(<Picker />);
    pick(png('a.png'));
    pick(new File(['x'], 'a.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert').textContent).toBe('PNG only');
    pick(png('big.png', 11));
    expect(screen.getByRole('alert').textContent).toBe('Too large');
    expect(thumbs()).toBe(1);
  });
});
