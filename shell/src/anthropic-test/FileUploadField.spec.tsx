import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileUploadField } from './FileUploadField';
import { textFile } from './anthropic-test.fixtures';

const MB = 1024 * 1024;

function Harness({ initial = [] }: { initial?: File[] }) {
  const [files, setFiles] = useState<File[]>(initial);
  return <FileUploadField files={files} onChange={setFiles} />;
}

const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const chosen = () => screen.queryAllByRole('listitem').map((item) => within(item).getAllByText(/./)[0].textContent);

describe('FileUploadField', () => {
  it('shows the hint, the chosen files with sizes, and removes a file', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(
      screen.getByText('Max 5 files, 5MB total. Accepted: text, code, pdf, office and csv files'),
    ).toBeInTheDocument();

    await user.upload(input(), [textFile('a.txt', 10), textFile('b.md', 3 * 1024)]);
    expect(await screen.findByText('a.txt')).toBeInTheDocument();
    expect(screen.getByText('10 B')).toBeInTheDocument();
    expect(screen.getByText('3.0 KB')).toBeInTheDocument();
    expect(screen.getByText('2 of 5 files, 3.0 KB of 5MB')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove a.txt' }));
    expect(chosen()).toEqual(['b.md']);
  });

  it('refuses a sixth file with a clear message and keeps the five', async () => {
    const user = userEvent.setup();
    const five = ['1.txt', '2.txt', '3.txt', '4.txt', '5.txt'].map((name) => textFile(name, 10));
    render(<Harness initial={five} />);

    await user.upload(input(), textFile('6.txt', 10));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can upload at most 5 files');
    expect(chosen()).toEqual(['1.txt', '2.txt', '3.txt', '4.txt', '5.txt']);
  });

  it('refuses six files chosen at once', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(
      input(),
      ['1', '2', '3', '4', '5', '6'].map((n) => textFile(`${n}.txt`, 10)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('You can upload at most 5 files');
    expect(chosen()).toEqual([]);
  });

  it('refuses files over 5MB in total', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[textFile('big.csv', 3 * MB, 'text/csv')]} />);

    await user.upload(input(), textFile('bigger.txt', 2.5 * MB));
    expect(await screen.findByRole('alert')).toHaveTextContent('Files must total 5MB or less');
    expect(chosen()).toEqual(['big.csv']);

    // Exactly 5MB in total is allowed; the message goes once a drop succeeds.
    await user.upload(input(), textFile('fits.txt', 2 * MB));
    expect(await screen.findByText('fits.txt')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file of another type', async () => {
    render(<Harness />);
    const image = new File(['x'], 'photo.png', { type: 'image/png' });
    fireEvent.drop(input().parentElement as HTMLElement, {
      dataTransfer: {
        files: [image],
        items: [{ kind: 'file', type: 'image/png', getAsFile: () => image }],
        types: ['Files'],
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid file type. Accepted formats:');
    expect(chosen()).toEqual([]);
  });

  it('accepts code, pdf and office files by extension', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(input(), [
      new File(['x'], 'main.py', { type: '' }),
      new File(['x'], 'deck.pptx', {
        type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      }),
      new File(['x'], 'brief.pdf', { type: 'application/pdf' }),
    ]);
    expect(await screen.findByText('main.py')).toBeInTheDocument();
    expect(chosen()).toEqual(['main.py', 'deck.pptx', 'brief.pdf']);
  });
});
