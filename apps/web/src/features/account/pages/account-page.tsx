import { Stack } from '@mantine/core';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { LanguageCard } from '../components/language-card.tsx';
import { PasswordCard } from '../components/password-card.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import '../account-screens-i18n.ts';
import '../account-i18n.ts';

/** Account Setting: the contact's details, the interface language and the password. */
export function AccountPage() {
  const title = useDocumentTitle('account-screens:account');
  return (
    <>
      <PageHeader title={title} />
      <Stack gap="md" maw={860}>
        <ProfileCard />
        <LanguageCard />
        <PasswordCard />
      </Stack>
    </>
  );
}
