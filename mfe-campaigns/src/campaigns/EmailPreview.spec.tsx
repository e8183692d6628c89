import { writeSections } from './EmailPreview';

describe('the preview frame, written section by section', () => {
  it('changes only the edited text: the images and the other sections stay the same nodes', () => {
    const doc = document.implementation.createHTMLDocument('preview');
    const hero = (headline: string) => `<table><tr><td><img src="https://example.com/hero.png" alt="Hero"><h1>${headline}</h1></td></tr></table>`;
    writeSections(doc, [
      { id: 'a', html: hero('Spring') },
      { id: 'b', html: '<p>Footer</p>' },
    ]);
    const image = doc.querySelector('img');
    const footer = doc.querySelector('[data-instance="b"] p');

    writeSections(doc, [
      { id: 'a', html: hero('Spring is here') },
      { id: 'b', html: '<p>Footer</p>' },
    ]);
    expect(doc.querySelector('h1')!.textContent).toBe('Spring is here');
    expect(doc.querySelector('img')).toBe(image);
    expect(doc.querySelector('[data-instance="b"] p')).toBe(footer);

    writeSections(doc, [
      { id: 'b', html: '<p>Footer</p>' },
      { id: 'a', html: hero('Spring is here') },
    ]);
    expect(Array.from(doc.querySelectorAll('[data-instance]')).map((el) => el.getAttribute('data-instance'))).toEqual(['b', 'a']);
    expect(doc.querySelector('img')).toBe(image);
  });
});
