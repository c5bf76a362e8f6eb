import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_TURN_MS, BannerSlides } from '@/features/cms/components/banner-slides';
import { ads } from '../msw/task-fixtures';

const slideOf = (title: string) => screen.getByAltText(title).closest<HTMLElement>('.light-carousel-slide')!;
const dot = (n: number) => screen.getByRole('button', { name: new RegExp(`^第 ${n} 张`) });

function view() {
  return render(
    <MemoryRouter>
      <BannerSlides ads={ads()} />
    </MemoryRouter>,
  );
}

describe('the home banners', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first banner, the others inert (out of the tab order and of what is read out)', () => {
    view();
    expect(slideOf('海量岗位 快速接单')).not.toHaveAttribute('inert');
    expect(slideOf('日结周结 结算透明')).toHaveAttribute('inert');
    expect(slideOf('日结周结 结算透明')).toHaveAttribute('aria-hidden', 'true');
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  it('turns every 5 s, round to the first again', () => {
    view();
    act(() => vi.advanceTimersByTime(BANNER_TURN_MS));
    expect(slideOf('日结周结 结算透明')).not.toHaveAttribute('inert');
    expect(slideOf('海量岗位 快速接单')).toHaveAttribute('inert');
    act(() => vi.advanceTimersByTime(BANNER_TURN_MS));
    expect(slideOf('海量岗位 快速接单')).not.toHaveAttribute('inert');
  });

  it('stays while the pointer or the focus is on it, and a dot shows its banner', () => {
    const { container } = view();
    const carousel = container.querySelector<HTMLElement>('.light-carousel')!;
    fireEvent.pointerEnter(carousel);
    act(() => vi.advanceTimersByTime(3 * BANNER_TURN_MS));
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    fireEvent.click(dot(2));
    expect(slideOf('日结周结 结算透明')).not.toHaveAttribute('inert');
    fireEvent.pointerLeave(carousel);
    act(() => dot(2).focus());
    act(() => vi.advanceTimersByTime(3 * BANNER_TURN_MS));
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    act(() => dot(2).blur());
    act(() => vi.advanceTimersByTime(BANNER_TURN_MS));
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });
});
