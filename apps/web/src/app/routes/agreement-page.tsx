import { AGREEMENT_INTRO, AGREEMENT_SECTIONS, LegalDocument } from '../../features/legal';

/** 用户协议, linked from the login dialog. */
export function AgreementPage() {
  return (
    <div className="yzy-container yzy-page">
      <LegalDocument title="艺志愿用户协议" updated="2026年11月22日" intro={AGREEMENT_INTRO} sections={AGREEMENT_SECTIONS} />
    </div>
  );
}
