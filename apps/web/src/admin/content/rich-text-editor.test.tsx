import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { RichTextEditor } from './rich-text-editor';

let latest = '';
function Harness({ initial }: { initial: string }) {
  const [html, setHtml] = useState(initial);
  latest = html;
  return <RichTextEditor label="正文" value={html} onChange={setHtml} />;
}

describe('RichTextEditor', () => {
  it('shows the stored HTML in the visual editor and formats the selection from the toolbar', async () => {
    renderWithApp(<Harness initial="<p>计划更新说明</p>" />);
    const area = await screen.findByRole('textbox', { name: '正文' });
    await waitFor(() => expect(area.textContent).toBe('计划更新说明'));
    fireEvent.click(screen.getByRole('button', { name: '小标题' }));
    await waitFor(() => expect(latest).toBe('<h3>计划更新说明</h3>'));
    fireEvent.click(screen.getByRole('button', { name: '正文段落' }));
    await waitFor(() => expect(latest).toBe('<p>计划更新说明</p>'));
    fireEvent.click(screen.getByRole('button', { name: '无序列表' }));
    await waitFor(() => expect(latest).toBe('<ul><li><p>计划更新说明</p></li></ul>'));
  });

  it('edits a body with a table as HTML only, so the visual editor cannot drop the table', async () => {
    const html = '<table><tbody><tr><td>1</td></tr></tbody></table>';
    renderWithApp(<Harness initial={html} />);
    expect(await screen.findByRole('textbox', { name: '正文（HTML）' })).toHaveValue(html);
    expect(screen.queryByRole('textbox', { name: '正文' })).toBeNull();
    expect(screen.getByText('正文含表格，请在HTML源码中编辑。')).toBeInTheDocument();
    expect(latest).toBe(html);
  });
});
