/** Public surface of the site-config feature. Site settings served by the API (service phone, QR codes, payment switches), with defaults. */
export { prefetchSiteConfig, useSiteConfig } from './api';
