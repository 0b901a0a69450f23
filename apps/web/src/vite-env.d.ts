/// <reference types="vite/client" />

/** The build's version, also written to dist/version.json (see vite/version-file.ts). */
declare const __APP_VERSION__: string;
/** antd's design tokens of the site's themes, computed by the build: JSON text keyed by seed (src/app/theme-map-tokens.ts). */
declare const __ANTD_MAP_TOKENS__: Record<string, string>;
