import { Box, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fulfilmentStepStates } from '@owner-portal/contract/orders/fulfilment-steps';
import classes from './fulfilment-progress.module.css';
import '../orders-i18n.ts';

const WRAP = { overflowWrap: 'anywhere', hyphens: 'auto', maxWidth: '100%' } as const;

/**
 * Ordered → picked → packed → shipped: earlier steps past and checked, the current
 * one checked, later ones next. Each step says its state in words, so colour is never the only signal.
 */
export function FulfilmentProgress({ currentStatus }: { currentStatus: string | null | undefined }) {
  const { t } = useTranslation('orders');
  const steps = fulfilmentStepStates(currentStatus);
  return (
    <Box
      component="ol"
      aria-label={t('progress.label')}
      m={0}
      p={0}
      style={{ listStyle: 'none', display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 8 }}
    >
      {steps.map(({ step, state, checked }, index) => (
        <Box
          component="li"
          key={step}
          data-state={state}
          aria-current={state === 'current' ? 'step' : undefined}
          style={{ position: 'relative' }}
        >
          <Stack gap={4} align="center" ta="center">
            <Group gap={0} w="100%" wrap="nowrap" align="center">
              <Box
                aria-hidden
                h={2}
                style={{ flex: 1, visibility: index === 0 ? 'hidden' : 'visible' }}
                bg={checked ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}
              />
              <ThemeIcon
                radius="xl"
                size={30}
                variant={checked ? 'filled' : 'default'}
                aria-hidden
                style={state === 'current' ? { outline: '3px solid var(--mantine-primary-color-light)' } : undefined}
              >
                {checked ? <IconCheck size={16} /> : <Text fz="xs">{index + 1}</Text>}
              </ThemeIcon>
              <Box
                aria-hidden
                h={2}
                style={{ flex: 1, visibility: index === steps.length - 1 ? 'hidden' : 'visible' }}
                bg={
                  steps[index + 1]?.checked
                    ? 'var(--mantine-primary-color-filled)'
                    : 'var(--mantine-color-default-border)'
                }
              />
            </Group>
            <Text className={classes.label} fw={state === 'current' ? 700 : 500} data-step-label>
              {t(`steps.${step}`)}
            </Text>
            <Text fz="xs" c="dimmed" style={WRAP}>
              {t(`stepState.${state}`)}
            </Text>
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
