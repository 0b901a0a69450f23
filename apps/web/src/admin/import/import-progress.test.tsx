import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope } from '../../test/mock-adapter';
import { renderWithApp } from '../../test/render';
import { mockAdminServer, type AdminMockServer } from '../test/mock-admin-server';
import { ImportProgressBar } from './import-progress';

let server: AdminMockServer | null = null;
afterEach(() => {
  server?.restore();
  server = null;
});

/** The server's answers for one key, written by hand; any other call is an error. */
function serve(key: string, progress: unknown) {
  server = mockAdminServer((call) =>
    call.method === 'get' && call.url === '/import/progress' && call.params?.key === key
      ? envelope(200, progress)
      : envelope(10001, null, `unexpected ${call.method} ${call.url}`),
  );
}

describe('import progress', () => {
  it('shows the step and the rows checked of all, asked under the upload’s own key', async () => {
    serve('pkey-upload-1', { stage: 'check', label: '逐行校验', done: 46000, total: 93408 });
    renderWithApp(<ImportProgressBar progressKey="pkey-upload-1" />);
    expect(await screen.findByText('逐行校验：46,000 / 93,408 行')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '49');
  });

  it('shows a step without a count as running', async () => {
    serve('pkey-commit-1', { stage: 'write', label: '写入数据库', done: 0, total: 0 });
    renderWithApp(<ImportProgressBar progressKey="pkey-commit-1" />);
    expect(await screen.findByText('写入数据库…')).toBeInTheDocument();
  });

  it('says the file is on its way before the server has reported a step', async () => {
    serve('pkey-upload-2', null);
    renderWithApp(<ImportProgressBar progressKey="pkey-upload-2" />);
    expect(screen.getByText('正在发送文件…')).toBeInTheDocument();
    await waitFor(() => expect(server?.calls.map((c) => c.params?.key)).toContain('pkey-upload-2'));
    expect(screen.getByText('正在发送文件…')).toBeInTheDocument();
  });
});
