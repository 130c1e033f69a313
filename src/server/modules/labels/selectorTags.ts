import { parseSelector, type SelectorNode } from '../tasks';

/**
 * The tag comparisons of a task's selector (docs/tasks.md "Selectors"), read as the query does: `=`, `!=`, `in` and
 * `not in` compare the whole name in any case, `~` and `!~` whether it contains the value in any case. A rename or
 * a merge changes what a selector matches exactly when one of its tag comparisons answers differently for the old
 * name than for the new one (negation keeps a difference a difference, so it is not looked at).
 */
export interface TagTest {
  how: 'equals' | 'contains';
  values: string[];
}

function collect(node: SelectorNode, into: TagTest[]): TagTest[] {
  switch (node.type) {
    case 'and':
    case 'or':
      collect(node.left, into);
      collect(node.right, into);
      break;
    case 'not':
      collect(node.operand, into);
      break;
    case 'in':
      if (node.field === 'tag') into.push({ how: 'equals', values: node.values });
      break;
    case 'compare':
      if (node.field === 'tag')
        into.push({ how: node.op === '=' || node.op === '!=' ? 'equals' : 'contains', values: [node.value] });
      break;
  }
  return into;
}

/** The tag comparisons of a selector; none for an empty one or one that does not parse (saved ones always do). */
export function tagTestsOf(selector: string): TagTest[] {
  if (!selector.trim()) return [];
  try {
    return collect(parseSelector(selector), []);
  } catch {
    // A stored selector was checked when it was saved; one that no longer parses matches nothing at run time
    // (the run fails on it), so it names no label either.
    return [];
  }
}

export function testMatches(test: TagTest, name: string): boolean {
  const lower = name.toLowerCase();
  return test.how === 'equals'
    ? test.values.some((value) => value.toLowerCase() === lower)
    : lower.includes((test.values[0] ?? '').toLowerCase());
}

/** Whether some comparison matches the name: the selector reaches what carries the label by its name. */
export const namesLabel = (tests: readonly TagTest[], name: string) => tests.some((test) => testMatches(test, name));

/** Whether some comparison answers differently for the two names. */
export const tellsApart = (tests: readonly TagTest[], a: string, b: string) =>
  tests.some((test) => testMatches(test, a) !== testMatches(test, b));
