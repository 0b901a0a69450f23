/** Public surface of the auth feature. Login: the login dialog (SMS code or password, captcha). */
export { LoginDialog } from './components/login-dialog';
