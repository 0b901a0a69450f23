/** Public surface of the sub-account feature. 子账号: the manager on 我的 and the switch dialog. */
export { SubAccountManager } from './components/sub-account-manager';
export { SwitchAccountModal } from './components/switch-account-modal';
export { changeToNewAccount } from './api';
export { SubAccountEditor } from './components/sub-account-editor';
export { switchStepOf } from './switch-rules';
