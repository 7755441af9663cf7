import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Every observed element is on screen at once (happy-dom's observer never reports one). */
class OnScreen {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.report([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('IntersectionObserver', OnScreen);

describe('Countdown', () => {
  it('ticks every second, turns urgent under an hour and says 已结束 at the end', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 28, 0, 0, 0));
    render(<Countdown endTime={Date.UTC(2026, 10, 28, 1, 0, 2)} />);
    const box = screen.getByTestId('countdown');
    expect(box.textContent).toBe(' 剩余 01:00:02');
    expect(box.className).toBe('countdown');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('countdown').textContent).toBe(' 剩余 01:00:01');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('countdown').textContent).toBe(' 剩余 00:59:59');
    expect(screen.getByTestId('countdown').className).toBe('countdown countdown--urgent');
    act(() => vi.advanceTimersByTime(3_600_000));
    expect(screen.getByTestId('countdown').textContent).toBe('已结束');
  });
});
