/** Public surface of the download feature. App download: the header menu and the QR-code page. */
export { AppQrCodes } from './components/app-qr-codes';
export { DownloadMenu } from './components/download-menu';
