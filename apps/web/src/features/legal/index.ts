/** Public surface of the legal feature. 用户协议 and 隐私政策: their texts and the document view. */
export { AGREEMENT_INTRO, AGREEMENT_SECTIONS } from './agreement-text';
export { LegalDocument } from './components/legal-document';
export { PRIVACY_INTRO, PRIVACY_SECTIONS } from './privacy-text';
