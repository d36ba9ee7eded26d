import { LegalText } from './legal-text.tsx';

export function TermsPage() {
  return <LegalText page="terms" />;
}
