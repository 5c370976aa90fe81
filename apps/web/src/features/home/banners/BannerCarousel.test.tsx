import type { BannerItem } from '@lotto/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeCarouselLayout,
  preferReducedMotion,
  restoreCarouselLayout,
  scrolls,
  setTabVisible,
  showInView,
} from '../components/carousel.test-support';
import BannerCarousel from './BannerCarousel';

const WIDTH = 300;
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
const viewport = () => document.querySelector('.banners__viewport') as HTMLElement;
const slides = () => [...document.querySelectorAll('.banners__slide')];
const currentDot = () =>
  screen.getAllByTestId('banner-dot').findIndex((d) => d.getAttribute('aria-current') === 'true');

beforeEach(() => {
  vi.useFakeTimers();
  fakeCarouselLayout(WIDTH);
});
afterEach(() => {
  cleanup();
  restoreCarouselLayout();
  vi.useRealTimers();
});

describe('BannerCarousel', () => {
  it('scrolls smoothly to the next banner every 5000 ms with more than one', () => {
    show([banner(1), banner(2)]);
    vi.advanceTimersByTime(4999);
    expect(scrolls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scrolls).toEqual([{ left: WIDTH, behavior: 'smooth' }]);
    expect(screen.getAllByTestId('banner-dot')).toHaveLength(2);
  });

  it('goes from the last banner back to the first', () => {
    show([banner(1), banner(2), banner(3)]);
    Object.defineProperty(viewport(), 'scrollLeft', { configurable: true, value: 2 * WIDTH });
    vi.advanceTimersByTime(5000);
    expect(scrolls).toEqual([{ left: 0, behavior: 'smooth' }]);
  });

  it('stands still, without dots, with one banner', () => {
    show([banner(1)]);
    vi.advanceTimersByTime(20_000);
    expect(scrolls).toEqual([]);
    expect(screen.queryAllByTestId('banner-dot')).toHaveLength(0);
  });

  it('goes to the banner of a tapped dot, and waits a whole interval after it', () => {
    show([banner(1), banner(2), banner(3)]);
    vi.advanceTimersByTime(3000);
    fireEvent.click(screen.getAllByTestId('banner-dot')[2] as HTMLElement);
    expect(scrolls).toEqual([{ left: 2 * WIDTH, behavior: 'smooth' }]);
    vi.advanceTimersByTime(4999);
    expect(scrolls).toHaveLength(1);
  });

  it('waits a whole interval after a swipe', () => {
    show([banner(1), banner(2)]);
    vi.advanceTimersByTime(3000);
    fireEvent.pointerDown(viewport());
    vi.advanceTimersByTime(4999);
    expect(scrolls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scrolls).toHaveLength(1);
  });

  it('marks the banner more than half in view as the one shown', () => {
    show([banner(1), banner(2), banner(3)]);
    expect(currentDot()).toBe(0);
    showInView(slides()[1] as Element, 0.6);
    expect(currentDot()).toBe(1);
    expect(slides()[1]?.getAttribute('aria-hidden')).toBe('false');
    expect(slides()[0]?.getAttribute('aria-hidden')).toBe('true');
    // Where a scroll ends has the last word (a busy phone may skip the frames of a crossing).
    Object.defineProperty(viewport(), 'scrollLeft', { configurable: true, value: 2 * WIDTH });
    fireEvent(viewport(), new Event('scrollend'));
    expect(currentDot()).toBe(2);
  });

  it('keeps its place while the tab is hidden or the carousel is scrolled away', () => {
    show([banner(1), banner(2)]);
    setTabVisible(false);
    vi.advanceTimersByTime(12_000);
    showInView(viewport(), 0);
    setTabVisible(true);
    vi.advanceTimersByTime(12_000);
    expect(scrolls).toEqual([]);
    showInView(viewport(), 1);
    vi.advanceTimersByTime(5000);
    expect(scrolls).toHaveLength(1);
  });

  it('never moves by itself with reduced motion, and a dot moves at once', () => {
    preferReducedMotion(true);
    show([banner(1), banner(2)]);
    vi.advanceTimersByTime(20_000);
    expect(scrolls).toEqual([]);
    fireEvent.click(screen.getAllByTestId('banner-dot')[1] as HTMLElement);
    expect(scrolls).toEqual([{ left: WIDTH, behavior: 'auto' }]);
  });
});
