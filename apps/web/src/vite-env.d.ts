/// <reference types="vite/client" />

/** The build's version, also written to dist/version.json (see vite/version-file.ts). */
declare const __APP_VERSION__: string;
