import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, resolveChromium, type Machine } from './chromium.mjs';

// A machine where only the listed files are executable.
const machine = (over: Partial<Machine> & { executables?: string[] } = {}): Machine => {
  const { executables = [], ...rest } = over;
  return { env: {}, isExecutable: (path) => executables.includes(path), uid: 1000, hasAptGet: true, ...rest };
};

describe('resolveChromium', () => {
  it('takes CHROME_PATH when it is executable, before Debian’s chromium', () => {
    const m = machine({
      env: { CHROME_PATH: '/opt/chrome/chrome' },
      executables: ['/opt/chrome/chrome', DEBIAN_CHROMIUM],
    });
    expect(resolveChromium(m)).toEqual({ path: '/opt/chrome/chrome' });
  });

  it('names a CHROME_PATH that is not executable, never falling back or installing', () => {
    const m = machine({ env: { CHROME_PATH: '/nonexistent' }, executables: [DEBIAN_CHROMIUM], uid: 0 });
    expect(resolveChromium(m)).toEqual({
      error: expect.stringContaining('CHROME_PATH=/nonexistent is not an executable file'),
    });
  });

  it('falls back to /usr/bin/chromium when CHROME_PATH is unset or empty', () => {
    expect(resolveChromium(machine({ executables: [DEBIAN_CHROMIUM] }))).toEqual({ path: '/usr/bin/chromium' });
    expect(resolveChromium(machine({ env: { CHROME_PATH: '' }, executables: [DEBIAN_CHROMIUM] }))).toEqual({
      path: '/usr/bin/chromium',
    });
  });

  it('installs Debian’s package only as root with apt-get', () => {
    expect(resolveChromium(machine({ uid: 0, hasAptGet: true }))).toEqual({ install: true });
  });

  it('tells anyone else the one command to run', () => {
    const line =
      "✗ Chromium is needed for the end-to-end journeys: run 'sudo apt-get install chromium' or set CHROME_PATH=/path/to/chromium";
    expect(resolveChromium(machine({ uid: 1000, hasAptGet: true }))).toEqual({ error: line });
    expect(resolveChromium(machine({ uid: 0, hasAptGet: false }))).toEqual({ error: line });
    expect(resolveChromium(machine({ uid: undefined, hasAptGet: true }))).toEqual({ error: line }); // no uid (Windows)
  });

  it('says what needs Chromium', () => {
    expect(resolveChromium(machine({ uid: 1000 }), 'the bench')).toEqual({
      error: expect.stringContaining('needed for the bench:'),
    });
  });
});
