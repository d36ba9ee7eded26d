import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Prints the page: the print styles leave only the document (app/shell/print.css). */
export function PrintButton() {
  const { t } = useTranslation('common');
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconPrinter size={16} aria-hidden />}
      onClick={() => window.print()}
    >
      {t('print')}
    </Button>
  );
}
