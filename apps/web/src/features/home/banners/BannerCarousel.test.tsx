import type { BannerItem } from '@lotto/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BannerCarousel from './BannerCarousel';

/** A stand-in for embla: records the options and the moves the carousel asks for. */
const embla = vi.hoisted(() => ({
  options: [] as unknown[],
  scrollNext: vi.fn(),
  scrollTo: vi.fn(),
}));
vi.mock('embla-carousel-react', () => {
  const api = {
    on: () => api,
    off: () => api,
    selectedScrollSnap: () => 0,
    scrollNext: embla.scrollNext,
    scrollTo: embla.scrollTo,
  };
  return {
    default: (options: unknown) => {
      embla.options.push(options);
      return [() => undefined, api];
    },
  };
});

const banner = (id: number): BannerItem => ({
  id,
  imageUrl: `/m/banners/${id}.svg`,
  title: `Banner ${id}`,
  action: null,
});
const show = (banners: BannerItem[]) =>
  render(
    <MemoryRouter>
      <BannerCarousel banners={banners} />
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.useFakeTimers();
  embla.options.length = 0;
  embla.scrollNext.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('BannerCarousel', () => {
  it('loops and moves on every 5000 ms with more than one banner', () => {
    show([banner(1), banner(2)]);
    expect(embla.options.at(-1)).toMatchObject({ loop: true, watchDrag: true });
    vi.advanceTimersByTime(4999);
    expect(embla.scrollNext).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(embla.scrollNext).toHaveBeenCalledTimes(2);
    expect(screen.getAllByTestId('banner-dot')).toHaveLength(2);
  });

  it('stands still, without dots or loop, with one banner', () => {
    show([banner(1)]);
    expect(embla.options.at(-1)).toMatchObject({ loop: false, watchDrag: false });
    vi.advanceTimersByTime(20_000);
    expect(embla.scrollNext).not.toHaveBeenCalled();
    expect(screen.queryAllByTestId('banner-dot')).toHaveLength(0);
  });

  it('goes to the banner of a tapped dot', () => {
    show([banner(1), banner(2), banner(3)]);
    fireEvent.click(screen.getAllByTestId('banner-dot')[2] as HTMLElement);
    expect(embla.scrollTo).toHaveBeenCalledWith(2);
  });
});
