import { LegalDocument, PRIVACY_INTRO, PRIVACY_SECTIONS } from '../../features/legal';

/** 隐私政策, linked from the login dialog. */
export function PrivacyPage() {
  return (
    <div className="yzy-container yzy-page">
      <LegalDocument title="艺志愿隐私政策" updated="2026年11月22日" intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />
    </div>
  );
}
