import { render, screen } from '@testing-library/react';
import { DetailState, type DetailQuery } from './index';

const idle: DetailQuery<{ name: string }> = { isLoading: false, isError: false };

function Page({ query, invalidId }: { query: DetailQuery<{ name: string }>; invalidId?: boolean }) {
  return (
    <DetailState
      query={query}
      invalidId={invalidId}
      back={<a href="/records">Back to records</a>}
      loading="Loading..."
      notFound="Record not found"
      failed="Failed to load record. Please try again."
    >
      {(record) => <h1>{record.name}</h1>}
    </DetailState>
  );
}

describe('DetailState', () => {
  it('shows the record once it is loaded', () => {
    render(<Page query={{ ...idle, data: { name: 'Spring launch' } }} />);
    expect(screen.getByRole('heading', { name: 'Spring launch' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to records' })).not.toBeInTheDocument();
  });

  it('shows the loading text under the way back while the record loads', () => {
    render(<Page query={{ ...idle, isLoading: true }} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to records' })).toHaveAttribute('href', '/records');
  });

  it.each([
    ['an invalid id', { ...idle }, true],
    ['a 404', { ...idle, isError: true, error: { status: 404 } }, false],
    ['an answer without a record', { ...idle, data: null }, false],
    ['an invalid id while a request would load', { ...idle, isLoading: true }, true],
  ])('says not found for %s', (_, query, invalidId) => {
    render(<Page query={query} invalidId={invalidId} />);
    expect(screen.getByText('Record not found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to records' })).toBeInTheDocument();
  });

  it.each([
    ['a server error', { status: 500 }],
    ['a network error', { status: 'FETCH_ERROR' }],
    ['an error without a status', undefined],
  ])('shows the failure in an error alert for %s', (_, error) => {
    render(<Page query={{ ...idle, isError: true, error, data: { name: 'stale' } }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load record. Please try again.');
    expect(screen.queryByRole('heading', { name: 'stale' })).not.toBeInTheDocument();
  });

  it('shows an element as it is, without the way back', () => {
    render(
      <DetailState query={{ ...idle, isLoading: true }} back={<a href="/records">Back to records</a>} loading={<div role="status" aria-label="Loading record" />} notFound="" failed="">
        {() => null}
      </DetailState>,
    );
    expect(screen.getByRole('status', { name: 'Loading record' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to records' })).not.toBeInTheDocument();
  });
});
