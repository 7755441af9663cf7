import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatMediumDateTime } from './format-date';

// 2025-03-01 14:05 in the test's own time zone, so the expectations hold wherever the suite runs.
const at = new Date(2025, 2, 1, 14, 5).getTime();

describe('dates as members read them', () => {
  it('date and time, 24-hour, zero-padded; a dash when absent', () => {
    expect(formatDateTime(at)).toBe('2025/03/01 14:05');
    expect(formatDateTime(new Date(2025, 11, 31, 0, 7).getTime())).toBe('2025/12/31 00:07');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
  });
  it('dates alone, short and long; medium date with time', () => {
    expect(formatDate(at)).toBe('2025/03/01');
    expect(formatLongDate(at)).toBe('2025年3月1日');
    expect(formatMediumDateTime(at)).toBe('2025年3月1日 14:05');
  });
});
