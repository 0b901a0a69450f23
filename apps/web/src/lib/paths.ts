/** The named routes and their paths (docs/product-behaviour.md, Screens and routes). */
export const namedPaths = {
  index: '/',
  schoolList: '/school',
  schoolDetail: '/school/detail',
  majorList: '/major',
  majorDetail: '/major/detail',
  newsList: '/news',
  newsDetail: '/news/detail',
} as const;

export type RouteName = keyof typeof namedPaths;

export type Query = Record<string, string | number | undefined>;

/** Path plus query string, skipping empty values. */
export function hrefOf(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  Object.entries(query).forEach(([key, value]) => {
    if (value !== undefined && value !== '') {
      search.set(key, String(value));
    }
  });
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** `/login?redirect=…`: where a visitor without a token is sent when a page needs login. */
export function loginHref(redirect?: string): string {
  return redirect && redirect !== '/' ? hrefOf('/login', { redirect }) : '/login';
}

/** Only same-site paths are followed after login, never an absolute URL smuggled into `redirect`. */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/login')) {
    return '/';
  }
  return value;
}
