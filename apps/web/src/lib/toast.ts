/**
 * Error toasts from outside React (HTTP effects, loaders). The antd App context provides the real
 * `message` API once mounted (app/http-effects-bridge.tsx); until then toasts wait in a queue.
 */
export type ToastSink = (text: string) => void;

let sink: ToastSink | null = null;
const queue: string[] = [];

export function toastError(text: string): void {
  if (sink) {
    sink(text);
    return;
  }
  queue.push(text);
}

export function setToastSink(next: ToastSink | null): void {
  sink = next;
  if (next) {
    queue.splice(0).forEach((text) => next(text));
  }
}
