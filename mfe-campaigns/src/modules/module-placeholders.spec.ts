import { brandTokens } from '@mailplan/shared';
import { previewHtml, sampleValue } from './module-placeholders';

describe('previewHtml', () => {
  it('fills placeholders with the field placeholder, else the name in brackets', () => {
    expect(
      previewHtml('<h1>{{headline}}</h1><a>{{ cta }}</a>', [
        { name: 'headline', placeholder: 'Spring sale' },
        { name: 'cta' },
      ]),
    ).toBe('<h1>Spring sale</h1><a>[cta]</a>');
  });

  it('leaves placeholders without a field as written', () => {
    expect(previewHtml('<p>{{missing}}</p>', [{ name: 'other' }])).toBe('<p>{{missing}}</p>');
  });

  it('escapes sample values so that they cannot add markup', () => {
    expect(previewHtml('<p>{{x}}</p>', [{ name: 'x', placeholder: '<img src=x onerror="alert(1)">' }])).toBe(
      '<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>',
    );
  });

  it("fills the brand tokens with the brand's colours and fonts, the defaults without a brand", () => {
    const html = '<td style="background:{{brand.primaryColor}};font-family:{{brand.headingFont}}">{{brand.name}}</td>';
    const brand = brandTokens({ name: 'Aurora Tea', colors: { primary: '#0a7d5a' }, typography: { headingFont: 'Playfair Display' } });
    expect(previewHtml(html, [], brand)).toBe(
      '<td style="background:#0a7d5a;font-family:Playfair Display, Georgia, Times New Roman, serif">Aurora Tea</td>',
    );
    expect(previewHtml(html, [])).not.toContain('{{brand.');
  });

  it('ignores unnamed fields and uses the first of duplicate names', () => {
    expect(
      previewHtml('{{a}}', [{ name: ' ' }, { name: 'a', placeholder: 'one' }, { name: 'a', placeholder: 'two' }]),
    ).toBe('one');
  });
});

describe('sampleValue', () => {
  it('treats a blank placeholder as missing', () => {
    expect(sampleValue({ name: 'title', placeholder: '  ' })).toBe('[title]');
  });
});
