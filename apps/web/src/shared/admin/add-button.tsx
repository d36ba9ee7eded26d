import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** The Add button beside an admin list's filters. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}
