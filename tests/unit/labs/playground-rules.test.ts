import { placeholdersOf, renderContent } from '@resources/labs/playground/playground-rules';

describe('content as participants see it', () => {
  it('lists each placeholder once, in order', () => {
    expect(placeholdersOf('Hi {first_name}, {count} left, {first_name}')).toEqual(['first_name', 'count']);
  });
  it('fills placeholders as text, never as markup, and keeps unfilled ones visible', () => {
    expect(renderContent('<p>Hello {first_name} from {team}</p>', { first_name: '<b>Alex</b>' })).toBe(
      '<p>Hello &lt;b&gt;Alex&lt;/b&gt; from {team}</p>',
    );
  });
  it('puts plain text in a paragraph with its line breaks', () => {
    expect(renderContent('One\nTwo', {})).toBe('<p>One<br>Two</p>');
  });
});
