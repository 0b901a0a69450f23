import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, openDialog } from '../../../lib/dialogs';
import { getToken } from '../../../lib/token';
import { renderWithApp } from '../../../test/render';
import { LoginDialog } from './login-dialog';

const api = vi.hoisted(() => ({
  fetchCaptcha: vi.fn(),
  sendSms: vi.fn(),
  smsLogin: vi.fn(),
  fetchDemoSmsCode: vi.fn(),
}));
const browser = vi.hoisted(() => ({ reloadPage: vi.fn(), goToUrl: vi.fn(), openInNewTab: vi.fn() }));
const site = vi.hoisted(() => ({ demo: false }));

vi.mock('../api', () => api);
vi.mock('../../../lib/browser', () => browser);
vi.mock('../../site-config', () => ({ useSiteConfig: () => ({ demo: site.demo, contactEmail: 'x@example.com' }) }));

let captchaCount = 0;

beforeEach(() => {
  captchaCount = 0;
  site.demo = false;
  api.fetchCaptcha.mockImplementation(async () => {
    captchaCount += 1;
    return { captchaId: `cap-${captchaCount}`, captchaBase64: 'data:image/svg+xml;base64,PHN2Zy8+' };
  });
  api.sendSms.mockResolvedValue({ cooldown: 60 });
  api.smsLogin.mockResolvedValue({ token: 'new-token' });
  api.fetchDemoSmsCode.mockResolvedValue('4321');
  openDialog('login');
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  closeDialog('login');
});

async function renderDialog() {
  renderWithApp(<LoginDialog />);
  await screen.findByRole('dialog', { name: '验证码登录' });
  await waitFor(() => expect(screen.getByTestId('login-captcha-image')).toHaveAttribute('data-captcha-id'));
}

const input = (label: string) => screen.getByRole('textbox', { name: label });
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const sendButton = () => screen.getByTestId('login-send-sms');
const loginButton = () => screen.getByRole('button', { name: '登录' });

async function fillValid() {
  type('手机号', '13800138000');
  type('图片验证码', 'ab12');
  type('短信验证码', '1234');
}

describe('验证码登录 dialog', () => {
  it('keeps only digits in the mobile (max 11) and SMS code (max 4) fields', async () => {
    await renderDialog();
    type('手机号', 'a138-0013 8000x999');
    expect(input('手机号')).toHaveValue('13800138000');
    type('短信验证码', 'x12y345');
    expect(input('短信验证码')).toHaveValue('1234');
  });

  it('enables 登录 only with a valid mobile, 4-character captcha and 4-digit code', async () => {
    await renderDialog();
    expect(loginButton()).toBeDisabled();
    await fillValid();
    expect(loginButton()).toBeEnabled();
    type('图片验证码', 'ab1');
    expect(loginButton()).toBeDisabled();
    type('图片验证码', 'ab12');
    type('手机号', '12800138000');
    expect(loginButton()).toBeDisabled();
  });

  it('checks mobile, then captcha presence, then captcha length before sending', async () => {
    await renderDialog();
    fireEvent.click(sendButton());
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    type('手机号', '13800138000');
    fireEvent.click(sendButton());
    expect(await screen.findByText('请先输入图片验证码')).toBeInTheDocument();
    type('图片验证码', 'ab');
    fireEvent.click(sendButton());
    expect(await screen.findByText('请输入4位图片验证码')).toBeInTheDocument();
    expect(api.sendSms).not.toHaveBeenCalled();
  });

  it('asks for the agreement, then logs in, stores the token and reloads', async () => {
    await renderDialog();
    await fillValid();
    fireEvent.click(loginButton());
    expect(await screen.findByText('请阅读并同意下方协议')).toBeInTheDocument();
    expect(api.smsLogin).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('login-agreement'));
    fireEvent.click(loginButton());
    await waitFor(() => expect(browser.reloadPage).toHaveBeenCalledTimes(1));
    expect(api.smsLogin).toHaveBeenCalledWith({ mobile: '13800138000', smsCode: '1234' });
    expect(getToken()).toBe('new-token');
  });

  it('counts down 重新获取(60)…, then 重新获取 leads back to 发送验证码 with a fresh captcha', async () => {
    await renderDialog();
    type('手机号', '13800138000');
    await waitFor(() => expect(api.fetchCaptcha).toHaveBeenLastCalledWith('13800138000'));
    await waitFor(() => expect(screen.getByTestId('login-captcha-image')).toHaveAttribute('data-captcha-id', 'cap-2'));
    type('图片验证码', 'ab12');
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(sendButton());
    });
    expect(api.sendSms).toHaveBeenCalledWith({ mobile: '13800138000', captcha: 'ab12', captchaId: 'cap-2' });
    expect(sendButton()).toHaveTextContent('重新获取(60)');
    expect(sendButton()).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(sendButton()).toHaveTextContent('重新获取(59)');
    for (let i = 0; i < 59; i += 1) {
      act(() => vi.advanceTimersByTime(1000));
    }
    expect(sendButton()).toHaveTextContent(/^重新获取$/);
    expect(sendButton()).toBeEnabled();
    const fetchesBefore = api.fetchCaptcha.mock.calls.length;
    await act(async () => {
      fireEvent.click(sendButton());
    });
    expect(sendButton()).toHaveTextContent('发送验证码');
    expect(api.fetchCaptcha.mock.calls.length).toBe(fetchesBefore + 1);
    expect(input('图片验证码')).toHaveValue('');
  });

  it('fetches a new captcha when sending fails', async () => {
    api.sendSms.mockRejectedValueOnce(new Error('图片验证码错误或已过期'));
    await renderDialog();
    type('手机号', '13800138000');
    type('图片验证码', 'zzzz');
    const before = api.fetchCaptcha.mock.calls.length;
    fireEvent.click(sendButton());
    await waitFor(() => expect(api.fetchCaptcha.mock.calls.length).toBe(before + 1));
    expect(input('图片验证码')).toHaveValue('');
    expect(sendButton()).toHaveTextContent('发送验证码');
  });

  it('refreshes the captcha when the image is clicked', async () => {
    await renderDialog();
    fireEvent.click(screen.getByRole('button', { name: '刷新图片验证码' }));
    await waitFor(() => expect(screen.getByTestId('login-captcha-image')).toHaveAttribute('data-captcha-id', 'cap-2'));
  });

  it('shows the code in a 演示环境 notice on demo deployments', async () => {
    site.demo = true;
    await renderDialog();
    type('手机号', '13800138000');
    type('图片验证码', 'ab12');
    fireEvent.click(sendButton());
    expect(await screen.findByText('演示环境：验证码 4321')).toBeInTheDocument();
    expect(api.fetchDemoSmsCode).toHaveBeenCalledWith('13800138000');
  });
});
