import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { closeDialog, dialogStore } from '../lib/dialogs';
import { clearToken, setToken } from '../lib/token';
import { guardLoader, loginLoader, setCommittedPath } from './guard-loader';

const member = vi.hoisted(() => ({ loadMember: vi.fn() }));
vi.mock('../shared/session', () => member);

function args(url: string): LoaderFunctionArgs {
  return { request: new Request(`http://localhost${url}`), params: {}, context: {} } as unknown as LoaderFunctionArgs;
}

/** Runs a loader and returns the redirect Response it threw, or null when it let the page through. */
async function run(loader: (a: LoaderFunctionArgs) => unknown, url: string): Promise<Response | null> {
  try {
    await loader(args(url));
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) {
      return thrown;
    }
    throw thrown;
  }
}

beforeEach(() => {
  setCommittedPath(null);
  (['login', 'vip', 'score'] as const).forEach(closeDialog);
});
afterEach(() => vi.clearAllMocks());

describe('guardLoader', () => {
  it('sends a visitor without a token to /login, remembering the page', async () => {
    const response = await run(guardLoader({ login: true, score: true }), '/range?year=2025');
    expect(response?.headers.get('Location')).toBe('/login?redirect=%2Frange%3Fyear%3D2025');
    expect(member.loadMember).not.toHaveBeenCalled();
  });

  it('opens the VIP dialog and stays on the previous page when VIP is missing', async () => {
    setToken('t');
    setCommittedPath('/volunteer');
    member.loadMember.mockResolvedValue({ effectiveVipLevel: 1, memberNemtInfo: null });
    const response = await run(guardLoader({ login: true, score: true, vip: true }), '/analysis');
    expect(response?.headers.get('Location')).toBe('/volunteer');
    expect(response?.headers.get('X-Remix-Replace')).toBe('true');
    expect(dialogStore.get()).toMatchObject({ vip: true, score: false });
  });

  it('falls back to home for a refused first page (a new tab)', async () => {
    setToken('t');
    member.loadMember.mockResolvedValue({ effectiveVipLevel: 1, memberNemtInfo: {} });
    const response = await run(guardLoader({ login: true, vip: true }), '/analysis');
    expect(response?.headers.get('Location')).toBe('/');
  });

  it('opens the score dialog over the page when score info is missing', async () => {
    setToken('t');
    member.loadMember.mockResolvedValue({ effectiveVipLevel: 2, memberNemtInfo: null });
    expect(await run(guardLoader({ login: true, score: true }), '/filling')).toBeNull();
    expect(dialogStore.get()).toMatchObject({ score: true, vip: false });
  });

  it("starts a member page's chunk beside the member check, and its data for the address being loaded once the check passes", async () => {
    setToken('t');
    let answer: (value: unknown) => void = () => {};
    member.loadMember.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const page = { load: vi.fn(() => Promise.resolve()), preload: vi.fn(() => Promise.resolve()) };
    const running = run(guardLoader({ login: true, score: true }, page), '/filling?batchId=3');
    expect(page.load).toHaveBeenCalled();
    expect(page.preload).not.toHaveBeenCalled();
    answer({ effectiveVipLevel: 1, memberNemtInfo: {} });
    expect(await running).toBeNull();
    expect(page.preload).toHaveBeenCalledWith(expect.anything(), new URLSearchParams('batchId=3'));
  });

  it('asks for no data of a page the member may not see yet', async () => {
    setToken('t');
    member.loadMember.mockResolvedValue({ effectiveVipLevel: 1, memberNemtInfo: null });
    const page = { load: vi.fn(() => Promise.resolve()), preload: vi.fn(() => Promise.resolve()) };
    expect(await run(guardLoader({ login: true, score: true }, page), '/filling')).toBeNull();
    expect(page.preload).not.toHaveBeenCalled();
    expect(await run(guardLoader({ login: true, score: true }), '/range')).toBeNull();
    clearToken();
    await run(guardLoader({ login: true, score: true }, page), '/filling');
    expect(page.load).toHaveBeenCalledTimes(1);
  });

  it('goes home when the session turned out to be lost', async () => {
    setToken('t');
    member.loadMember.mockRejectedValue(new ApiError(20002, '登录失效'));
    const response = await run(guardLoader({ login: true }), '/mine');
    expect(response?.headers.get('Location')).toBe('/');
  });
});

describe('loginLoader', () => {
  it('opens the login dialog for visitors', async () => {
    expect(await run(loginLoader, '/login?redirect=/range')).toBeNull();
    expect(dialogStore.get().login).toBe(true);
  });

  it('sends members with a token on to the page that asked', async () => {
    setToken('t');
    expect((await run(loginLoader, '/login?redirect=/range'))?.headers.get('Location')).toBe('/range');
    expect((await run(loginLoader, '/login?redirect=https://evil.example'))?.headers.get('Location')).toBe('/');
  });
});
