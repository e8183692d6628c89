import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod/mini';
import { MESSAGES } from '@mailplan/shared';
import { FormTextField, useZodForm } from './index';

const schema = z.object({
  email: z.string().check(z.trim(), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, MESSAGES.loginEmailInvalid)),
});

function EmailForm({ onValid }: { onValid: (values: { email: string }) => void }) {
  const { control, handleSubmit } = useZodForm(schema, { email: '' });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <FormTextField control={control} name="email" label="Email" />
      <button type="submit">Send</button>
    </form>
  );
}

// user-event typing through MUI inputs is slow on a busy machine.
jest.setTimeout(20_000);

describe('the form kit', () => {
  it('shows the schema message after submit, re-checks on change and submits the parsed values', async () => {
    const onValid = jest.fn();
    render(<EmailForm onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Email'), '@example.com ');
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'nope@example.com' }, expect.anything());
  });
});
