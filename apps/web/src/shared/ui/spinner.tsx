import { Loader } from '@mantine/core';
import type { LoaderProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A spinner that screen readers announce: a status with a name ("Loading" unless told). Mantine's
 * Loader is a bare span, on which a name alone is not allowed (axe: aria-prohibited-attr).
 */
export function Spinner({ label, size }: { label?: string; size?: LoaderProps['size'] }) {
  const { t } = useTranslation();
  return <Loader role="status" aria-label={label ?? t('loading')} size={size} />;
}
