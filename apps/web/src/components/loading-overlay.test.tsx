import { act, screen, waitFor } from '@testing-library/react';
import { Modal } from 'antd';
import { CONTAINER_MAX_OFFSET } from 'antd/es/_util/hooks/useZIndex';
import { afterEach, describe, expect, it } from 'vitest';
import { loadingVisible, resetLoading } from '../lib/loading';
import { renderWithApp } from '../test/render';
import { LoadingOverlay } from './loading-overlay';

/** antd's base layer of popups (theme token zIndexPopupBase); dialogs stack up to base + CONTAINER_MAX_OFFSET. */
const POPUP_BASE = 1000;

afterEach(() => resetLoading());

describe('加载中... overlay', () => {
  it('shows above an open dialog, the deepest nested one included, and below the toasts', async () => {
    renderWithApp(
      <>
        <Modal open title="完善高考成绩">
          表单
        </Modal>
        <LoadingOverlay />
      </>,
    );
    // The dialog first: the app's own start-up calls settle the loading state while it renders.
    expect(await screen.findByText('完善高考成绩')).toBeInTheDocument();
    act(() => loadingVisible.set(true));
    const overlay = screen.getByTestId('loading-overlay');
    await waitFor(() => expect(overlay).toHaveAttribute('aria-busy', 'true'));
    const zIndex = Number(overlay.style.zIndex);
    expect(zIndex).toBeGreaterThan(POPUP_BASE + CONTAINER_MAX_OFFSET);
    expect(zIndex).toBeLessThan(POPUP_BASE + CONTAINER_MAX_OFFSET + 10);
  });
});
