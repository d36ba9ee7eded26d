import { LegalText } from './legal-text.tsx';

export function PrivacyPage() {
  return <LegalText page="privacy" />;
}
