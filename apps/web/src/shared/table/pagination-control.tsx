import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight, IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pageItems } from './page-items.ts';
import './table-i18n.ts';

/** The lists' pagination control; see page-items.ts for its rules. */
export function PaginationControl({
  page,
  totalPages,
  onChange,
  of,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** The list it pages, so two lists on one screen have distinct navigation landmarks. */
  of?: string;
}) {
  const { t } = useTranslation('table');
  return (
    <Group component="nav" aria-label={of ? t('pagination.labelOf', { list: of }) : t('pagination.label')} gap={4} justify="center" wrap="wrap">
      {pageItems(page, totalPages).map((item) => {
        switch (item.type) {
          case 'previous':
          case 'next':
            return (
              <ActionIcon
                key={item.type}
                variant="default"
                size="lg"
                disabled={item.disabled}
                onClick={() => onChange(item.page)}
                aria-label={t(`pagination.${item.type}`)}
              >
                {item.type === 'previous' ? <IconChevronLeft size={16} /> : <IconChevronRight size={16} />}
              </ActionIcon>
            );
          case 'first':
          case 'last':
            return (
              <ActionIcon
                key={item.type}
                variant="default"
                size="lg"
                onClick={() => onChange(item.page)}
                aria-label={t(`pagination.${item.type}`)}
              >
                {item.type === 'first' ? <IconChevronsLeft size={16} /> : <IconChevronsRight size={16} />}
              </ActionIcon>
            );
          case 'ellipsis':
            return (
              <Text key={`ellipsis-${item.key}`} c="dimmed" px={4} aria-label={t('pagination.morePages')} role="img">
                <IconDots size={16} />
              </Text>
            );
          case 'page':
            return (
              <Button
                key={`page-${item.page}`}
                size="compact-md"
                h={34}
                miw={34}
                px={8}
                variant={item.current ? 'filled' : 'default'}
                aria-current={item.current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item.page })}
                onClick={() => onChange(item.page)}
              >
                {item.page}
              </Button>
            );
        }
      })}
    </Group>
  );
}
