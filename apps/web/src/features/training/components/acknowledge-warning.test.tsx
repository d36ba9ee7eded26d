import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { AcknowledgeWarning } from './acknowledge-warning.tsx';

describe('AcknowledgeWarning', () => {
  it('starts nothing until the box is ticked, then acknowledges', async () => {
    const onAcknowledge = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<AcknowledgeWarning vision={false} saving={false} onAcknowledge={onAcknowledge} />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByText('Please tick the box to confirm you have read the warning.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(onAcknowledge).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('I have read and understood this warning'));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(onAcknowledge).toHaveBeenCalledWith({ acknowledged: true });
  });

  it('for a vision DTG printer also needs the power-on warning ticked', async () => {
    const onAcknowledge = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<AcknowledgeWarning vision saving={false} onAcknowledge={onAcknowledge} />);
    expect(screen.getByText('Vision DTG printer: do not power on')).toBeInTheDocument();
    await user.click(screen.getByLabelText('I have read and understood this warning'));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(onAcknowledge).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('I will not power on the printer before my online training'));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(onAcknowledge).toHaveBeenCalledWith({ acknowledged: true, vision_acknowledged: true });
  });
});
