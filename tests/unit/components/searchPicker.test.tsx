import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { SearchPicker, type SearchPickerProps, toggleChosen } from '../../../src/app/components/SearchPicker';

interface Fruit {
  id: number;
  name: string;
  origin: string;
}

const apple = { id: 1, name: 'Apple', origin: 'Kent' };
const pear = { id: 2, name: 'Pear', origin: '' };
const fruitKey = (fruit: Fruit) => String(fruit.id);

async function html(props: Partial<SearchPickerProps<Fruit>>): Promise<string> {
  const { prelude } = await prerender(
    <SearchPicker<Fruit>
      label="Fruit"
      hint="Only ripe ones"
      searchLabel="Search fruit"
      keyword=""
      onKeywordChange={vi.fn()}
      options={[apple, pear]}
      chosen={[apple]}
      onChange={vi.fn()}
      keyOf={fruitKey}
      labelOf={(fruit) => `${fruit.name} #${fruit.id}`}
      detailOf={(fruit) => fruit.origin}
      tagOf={(fruit) => fruit.name}
      chosenText="1 chosen"
      removeLabel={(name) => `Remove ${name}`}
      {...props}
    />,
  );
  return new Response(prelude).text();
}

/** The checkbox inputs in document order, as "label: checked". */
function checkboxes(page: string): string[] {
  const found = [
    ...page.matchAll(/<input type="checkbox" id="([^"]+)"([^>]*)\/>.*?<label for="\1"[^>]*>(.*?)<\/label>/g),
  ];
  return found.map(([, , attributes, label]) => {
    const text = (label ?? '').replace(/<[^>]+>/g, ' ').trim();
    return `${text}: ${attributes?.includes('checked') ? 'ticked' : 'clear'}`;
  });
}

describe('SearchPicker', () => {
  it('names its search box and field, and lists the options with their details and ticks', async () => {
    const page = await html({});
    expect(page).toContain('>Fruit</label>');
    expect(page).toContain('>Only ripe ones</div>');
    expect(page).toContain('placeholder="Search fruit" aria-label="Search fruit"');
    expect(checkboxes(page)).toEqual(['Apple #1 Kent: ticked', 'Pear #2: clear']);
  });

  it('shows the chosen ones as tags with a named remove button', async () => {
    const page = await html({ chosen: [pear, apple], chosenText: '2 chosen' });
    expect(page).toContain('>2 chosen</span>');
    expect([...page.matchAll(/aria-label="(Remove [^"]+)"/g)].map((match) => match[1])).toEqual([
      'Remove Pear',
      'Remove Apple',
    ]);
  });

  it('uses the option label as the tag when no tag is given', async () => {
    const page = await html({ tagOf: undefined });
    expect(page).toContain('aria-label="Remove Apple #1"');
  });

  it('shows an error as the field’s alert, and none without one', async () => {
    const failed = await html({ error: 'Choose a fruit' });
    expect(failed).toMatch(/role="alert"[^>]*>.*Choose a fruit<\/div>/);
    expect(failed).toContain('aria-invalid="true"');
    expect(await html({})).not.toContain('role="alert"');
  });
});

describe('toggleChosen', () => {
  const cherry = { id: 3, name: 'Cherry', origin: '' };

  it('adds a ticked item at the end', () => {
    expect(toggleChosen([apple], cherry, true, fruitKey)).toEqual([apple, cherry]);
  });

  it('removes an unticked item by its key, wherever it stands', () => {
    expect(toggleChosen([apple, pear, cherry], { ...pear }, false, fruitKey)).toEqual([apple, cherry]);
  });
});
