import { Suspense, useEffect, useRef, useState } from 'react';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { SEARCH_KEYWORD_MAX } from '@yzy/shared/contracts/limits';
import { useOpenRoute } from '../../../lib/navigation';
import { useGlobalSearch } from '../api';
import { useDebounced } from '../use-debounced';
import { lazyPage } from '../../../lib/lazy-page';

// The results panel (antd Spin, Empty, the compare buttons) loads with the first keyword.
const SearchResults = lazyPage(() => import('./search-results'), 'SearchResults');

/** Typing is debounced 500 ms; after blur the results stay 300 ms so a click on them lands. */
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_BLUR_HIDE_MS = 300;

/** The header's global search (找大学/查专业/搜资讯). */
export function GlobalSearch() {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const keyword = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useGlobalSearch(keyword);
  const openRoute = useOpenRoute();

  useEffect(() => () => clearHide(), []);

  function clearHide() {
    if (hideTimer.current) {
      clearTimeout(hideTimer.current);
      hideTimer.current = null;
    }
  }

  function handleBlur() {
    clearHide();
    hideTimer.current = setTimeout(() => setFocused(false), SEARCH_BLUR_HIDE_MS);
  }

  return (
    <div className="yzy-search" data-testid="global-search">
      {/* A native input drawn like antd's: antd's Input brings its TextArea, OTP and password boxes to every first visit (docs/performance.md). */}
      <span className="yzy-search-box">
        <SearchOutlined className="yzy-search-icon" />
        <input
          type="search"
          enterKeyHint="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => {
            clearHide();
            setFocused(true);
          }}
          onBlur={handleBlur}
          maxLength={SEARCH_KEYWORD_MAX}
          placeholder="找大学/查专业/搜资讯"
          aria-label="全站搜索"
          data-testid="global-search-input"
        />
        {text && (
          <button
            type="button"
            className="yzy-search-clear"
            aria-label="清空搜索"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setText('')}
          >
            <CloseCircleFilled />
          </button>
        )}
      </span>
      {/* Clearing the box hides the panel at once; typing waits for the debounced keyword. */}
      {focused && text.trim().length > 0 && keyword.length > 0 && (
        <Suspense fallback={null}>
          <SearchResults
            result={data}
            keyword={keyword}
            loading={isFetching}
            onPick={(route, id) => {
              setFocused(false);
              openRoute(route, { id });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
