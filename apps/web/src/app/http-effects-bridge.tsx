import { useEffect } from 'react';
import { App } from 'antd';
import { setToastSink } from '../lib/toast';

/** Hands antd's context-aware `message` to the HTTP effects, which live outside React. */
export function HttpEffectsBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setToastSink((text) => {
      void message.error(text);
    });
    return () => setToastSink(null);
  }, [message]);
  return null;
}
