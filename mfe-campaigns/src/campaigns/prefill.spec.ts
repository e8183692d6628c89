import { prefillFromConcept, previewFromCoreMessage, titleCaseType } from './prefill';

const concept = {
  title: 'Why Matcha Is a Customer Favourite',
  coreMessage: 'Show what makes our matcha worth it.',
  campaignType: 'product_spotlight',
  callToAction: 'Shop matcha',
  strategicAlignment: { targetSegment: 'Repeat Customers', journeyPhase: 'Retention', strategicPriority: 'Grow best-sellers' },
};

describe('the campaign prefill from a concept', () => {
  it('names the campaign after the concept and writes the goal in lines', () => {
    expect(prefillFromConcept(concept)).toEqual({
      name: 'Why Matcha Is a Customer Favourite',
      goal: [
        'Show what makes our matcha worth it.',
        'Target Segment: Repeat Customers',
        'Journey Phase: Retention',
        'Strategic Priority: Grow best-sellers',
        'Call to Action: Shop matcha',
      ].join('\n'),
      subject: 'Product Spotlight: Why Matcha Is a Customer Favourite',
      previewText: 'Show what makes our matcha worth it.',
    });
  });

  it('is New Campaign when the concept has no title', () => {
    expect(prefillFromConcept({ ...concept, title: '' }).name).toBe('New Campaign');
    expect(prefillFromConcept({ ...concept, title: null }).name).toBe('New Campaign');
  });

  it('reads a strategic alignment stored as JSON text and leaves out lines without a value', () => {
    const goal = prefillFromConcept({
      ...concept,
      callToAction: '',
      strategicAlignment: JSON.stringify({ targetSegment: 'VIPs', journeyPhase: '', strategicPriority: 'Loyalty' }),
    }).goal;
    expect(goal).toBe('Show what makes our matcha worth it.\nTarget Segment: VIPs\nStrategic Priority: Loyalty');
    expect(prefillFromConcept({ ...concept, strategicAlignment: '{not json' }).goal).toBe(
      'Show what makes our matcha worth it.\nCall to Action: Shop matcha',
    );
  });

  it('adds no alignment lines for an alignment that is not an object', () => {
    for (const strategicAlignment of [null, 42, '[1,2]', ['Repeat Customers'], '"Retention"']) {
      expect(prefillFromConcept({ ...concept, strategicAlignment }).goal).toBe('Show what makes our matcha worth it.\nCall to Action: Shop matcha');
    }
  });

  it('writes the campaign type in title case', () => {
    expect(titleCaseType('thought_leadership')).toBe('Thought Leadership');
    expect(titleCaseType('EVENT')).toBe('Event');
    expect(prefillFromConcept({ ...concept, campaignType: 'news' }).subject).toBe('News: Why Matcha Is a Customer Favourite');
  });

  it('keeps a preview text of 100 characters and cuts a longer one to 97 plus ...', () => {
    const hundred = 'x'.repeat(100);
    expect(previewFromCoreMessage(hundred)).toBe(hundred);
    const long = `${'a'.repeat(97)}bcdef`;
    expect(previewFromCoreMessage(long)).toBe(`${'a'.repeat(97)}...`);
    expect(previewFromCoreMessage(long)).toHaveLength(100);
  });

  it('keeps the name within 100 and the subject within 200 characters', () => {
    const prefill = prefillFromConcept({ ...concept, title: 'T'.repeat(200) });
    expect(prefill.name).toHaveLength(100);
    expect(prefill.subject).toHaveLength(200);
    expect(prefill.subject.startsWith('Product Spotlight: TTT')).toBe(true);
  });
});
