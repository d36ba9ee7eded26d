import { ActionIcon, Box, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SearchCombobox } from './search-combobox.tsx';
import '../search-i18n.ts';

/**
 * The back office's search in the header: the box itself from the `sm` breakpoint up; on a phone a
 * button that opens it in a full-screen dialog, where the results have the width they need.
 */
export function HeaderSearch() {
  const { t } = useTranslation('search');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Box visibleFrom="sm">
        <SearchCombobox />
      </Box>
      <ActionIcon hiddenFrom="sm" variant="subtle" size="lg" aria-label={t('open')} onClick={open}>
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
      <Modal opened={opened} onClose={close} title={t('title')} fullScreen radius={0}>
        {opened && <SearchCombobox autoFocus onOpen={close} />}
      </Modal>
    </>
  );
}
