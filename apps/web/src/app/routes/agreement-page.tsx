import { LegalDocument } from '../../features/legal/components/legal-document';
import { AGREEMENT_INTRO, AGREEMENT_SECTIONS } from '../../features/legal/agreement-text';

/** 用户协议, linked from the login dialog. */
export function AgreementPage() {
  return (
    <div className="yzy-container yzy-page">
      <LegalDocument title="艺志愿用户协议" updated="2026年11月22日" intro={AGREEMENT_INTRO} sections={AGREEMENT_SECTIONS} />
    </div>
  );
}
