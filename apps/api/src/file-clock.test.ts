import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileClock } from './file-clock';

describe("the end-to-end tests' file clock", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'roombook-clock-'));
  const file = path.join(dir, 'clock');
  afterEach(() => {
    vi.useRealTimers();
    rmSync(file, { force: true });
  });

  it('is the machine clock without the file, and ahead by the offset the file holds once it is read again', () => {
    vi.useFakeTimers({ now: Date.parse('2026-06-10T08:00:00Z') });
    const now = fileClock(file);
    expect(now().toISOString()).toBe('2026-06-10T08:00:00.000Z');
    writeFileSync(file, String(11 * 60_000));
    // Read again after a short while, not on every call.
    expect(now().toISOString()).toBe('2026-06-10T08:00:00.000Z');
    vi.advanceTimersByTime(200);
    expect(now().toISOString()).toBe('2026-06-10T08:11:00.200Z');
    writeFileSync(file, '0\n');
    vi.advanceTimersByTime(200);
    expect(now().toISOString()).toBe('2026-06-10T08:00:00.400Z');
  });

  it('takes anything but a whole number as no offset', () => {
    vi.useFakeTimers({ now: Date.parse('2026-06-10T08:00:00Z') });
    writeFileSync(file, 'soon');
    expect(fileClock(file)().toISOString()).toBe('2026-06-10T08:00:00.000Z');
  });
});
