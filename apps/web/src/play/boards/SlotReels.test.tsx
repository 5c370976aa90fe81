import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SlotReels } from './SlotReels';

describe('slot reels', () => {
  it('show a line that pays nothing before the first spin (A.20)', () => {
    render(<SlotReels reels={null} busy={false} revealKey={null} ms={0} />);
    const line = screen.getAllByTestId('slot-line-symbol').map((cell) => cell.innerHTML);
    expect(line).toHaveLength(3);
    expect(new Set(line).size).toBeGreaterThan(1);
  });
});
