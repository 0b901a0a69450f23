import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, mockServer, type MockServer } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { FeedbackForm } from './feedback-form';

// antd's first render is slow on a busy two-core machine.
let server: MockServer | null = null;
afterEach(() => {
  server?.restore();
  server = null;
});

function renderForm() {
  server = mockServer(() => envelope(200, { id: 1 }));
  renderWithApp(<FeedbackForm />);
}

const content = () => screen.getByRole('textbox', { name: '反馈内容' });
const submit = () => fireEvent.click(screen.getByTestId('feedback-submit'));
const posts = () => server?.calls.filter((c) => c.url === '/api/v1/feedback/create') ?? [];

describe('意见反馈 form', () => {
  it('requires content of at least 5 characters, with the contract messages', async () => {
    renderForm();
    submit();
    expect(await screen.findByText('请输入反馈内容')).toBeInTheDocument();
    fireEvent.change(content(), { target: { value: '太慢了' } });
    submit();
    expect(await screen.findByText('反馈内容至少5个字')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('checks image links and allows at most three', async () => {
    renderForm();
    fireEvent.change(content(), { target: { value: '院校详情页打不开图片' } });
    const add = () => fireEvent.click(screen.getByRole('button', { name: /添加截图链接/ }));
    add();
    fireEvent.change(screen.getByRole('textbox', { name: '截图链接1' }), { target: { value: 'not a link' } });
    submit();
    expect(await screen.findByText('图片地址不正确')).toBeInTheDocument();
    add();
    add();
    expect(screen.queryByRole('button', { name: /添加截图链接/ })).toBeNull();
    expect(posts()).toHaveLength(0);
  });

  it('sends trimmed content, contact and links, thanks the member and clears the form', async () => {
    renderForm();
    fireEvent.change(content(), { target: { value: '  希望增加更多院校的历年分数线  ' } });
    fireEvent.change(screen.getByRole('textbox', { name: '联系方式' }), { target: { value: 'wx: yizhiyuan' } });
    fireEvent.click(screen.getByRole('button', { name: /添加截图链接/ }));
    fireEvent.change(screen.getByRole('textbox', { name: '截图链接1' }), { target: { value: 'https://example.com/a.png' } });
    submit();
    expect(await screen.findByText('提交成功，感谢你的反馈')).toBeInTheDocument();
    expect(JSON.parse(String(posts()[0]?.data))).toEqual({
      content: '希望增加更多院校的历年分数线',
      contact: 'wx: yizhiyuan',
      images: ['https://example.com/a.png'],
    });
    await waitFor(() => expect(content()).toHaveValue(''));
  });
});
