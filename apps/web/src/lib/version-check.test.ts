import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, type MockServer } from '../test/mock-adapter';
import { checkVersion } from './version-check';

let server: MockServer;
afterEach(() => server.restore());

describe('checkVersion', () => {
  it('reloads when the deployed version differs, asking past every cache', async () => {
    server = mockServer(() => ({ status: 200, data: { version: '0.1.0-2' } }));
    const reload = vi.fn();
    expect(await checkVersion('0.1.0-1', reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(server.calls[0].url).toBe('/version.json');
    expect(server.calls[0].headers.get('Cache-Control')).toBe('no-cache');
  });

  it('does nothing for the same version or an unreadable file', async () => {
    const reload = vi.fn();
    server = mockServer(() => ({ status: 200, data: { version: '0.1.0-1' } }));
    expect(await checkVersion('0.1.0-1', reload)).toBe(false);
    server.restore();
    server = mockServer(() => ({ status: 200, data: '<!doctype html>' }));
    expect(await checkVersion('0.1.0-1', reload)).toBe(false);
    server.restore();
    server = mockServer(() => ({ fail: 'network' }));
    expect(await checkVersion('0.1.0-1', reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
