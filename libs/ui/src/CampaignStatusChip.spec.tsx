import { render, screen } from '@testing-library/react';
import { CampaignStatusChip } from './CampaignStatusChip';
import { ActivityList } from './ActivityList';

describe('CampaignStatusChip', () => {
  it.each([
    ['draft', 'Draft'],
    ['in_review', 'In review'],
    ['changes_requested', 'Changes requested'],
    ['approved', 'Approved'],
  ] as const)('shows %s as "%s"', (status, label) => {
    render(<CampaignStatusChip status={status} />);
    const chip = screen.getByTestId('campaign-status');
    expect(chip).toHaveTextContent(label);
    expect(chip).toHaveAttribute('data-status', status);
  });

  it('shows nothing without a status', () => {
    const { container } = render(<CampaignStatusChip status={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ActivityList', () => {
  const entry = {
    id: 3,
    actor: { kind: 'reviewer' as const, userId: null, name: 'Sam' },
    subjectType: 'campaign' as const,
    subjectId: 7,
    subjectName: 'Spring sale',
    action: 'changes_requested',
    detail: 'Brighter photo',
    createdAt: '2026-11-26T08:00:00.000Z',
  };

  it('reads each entry as a sentence, with its detail and time', () => {
    render(<ActivityList entries={[entry, { ...entry, id: 2, actor: { kind: 'user', userId: 1, name: 'Ada' }, action: 'approved', detail: null }]} />);
    expect(screen.getByText('Sam (outside reviewer) requested changes to campaign “Spring sale”')).toBeInTheDocument();
    expect(screen.getByText('Brighter photo')).toBeInTheDocument();
    expect(screen.getByText('Ada approved campaign “Spring sale”')).toBeInTheDocument();
  });

  it('leaves the subject out on the subject own page, and says when nothing happened', () => {
    const { unmount } = render(<ActivityList entries={[entry, { ...entry, id: 2, action: 'edited', actor: { kind: 'user', userId: 1, name: 'Ada' } }]} withSubject={false} />);
    expect(screen.getByText('Sam (outside reviewer) requested changes to it')).toBeInTheDocument();
    expect(screen.getByText('Ada edited')).toBeInTheDocument();
    unmount();
    render(<ActivityList entries={[]} emptyText="Nothing yet" />);
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });
});
