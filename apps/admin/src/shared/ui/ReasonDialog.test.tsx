import { DECISION_REASON_MAX } from '@lotto/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/render';
import { ReasonDialog } from './ReasonDialog';

const open = (onSubmit: (reason: string) => void) =>
  renderAdmin(
    <ReasonDialog
      open
      title="Reject deposit D1"
      okText="Reject"
      label="Reason (the member reads it)"
      loading={false}
      onCancel={() => {}}
      onSubmit={onSubmit}
    />,
  );
const confirm = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
  });
};

describe('ReasonDialog', () => {
  it('asks for a reason within the contract’s bounds before handing it over', async () => {
    const onSubmit = vi.fn();
    open(onSubmit);
    await confirm();
    expect(await screen.findByText('Required.')).toBeTruthy();
    const reason = screen.getByLabelText('Reason (the member reads it)');
    fireEvent.change(reason, { target: { value: 'x'.repeat(DECISION_REASON_MAX + 1) } });
    await confirm();
    expect(await screen.findByText(`At most ${DECISION_REASON_MAX} characters.`)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands the reason over trimmed', async () => {
    const onSubmit = vi.fn();
    open(onSubmit);
    fireEvent.change(screen.getByLabelText('Reason (the member reads it)'), {
      target: { value: '  Receipt does not match  ' },
    });
    await confirm();
    expect(onSubmit).toHaveBeenCalledWith('Receipt does not match');
  });
});
