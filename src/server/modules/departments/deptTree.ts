import type { Db } from '../../db/database';

export interface DeptRow {
  id: number;
  parent_id: number | null;
  name: string;
  sort: number;
}

/** The whole organisation in memory: departments are few (hundreds), and every question here is about the tree. */
export class DeptTree {
  private readonly byId = new Map<number, DeptRow>();
  private readonly childrenOf = new Map<number | null, DeptRow[]>();

  constructor(rows: readonly DeptRow[]) {
    const sorted = [...rows].sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name) || a.id - b.id);
    for (const row of sorted) {
      this.byId.set(row.id, row);
      this.childrenOf.set(row.parent_id, [...(this.childrenOf.get(row.parent_id) ?? []), row]);
    }
  }

  get(id: number): DeptRow | undefined {
    return this.byId.get(id);
  }

  children(id: number | null): readonly DeptRow[] {
    return this.childrenOf.get(id) ?? [];
  }

  /** The department and every department below it, top-down. */
  subtree(id: number): number[] {
    if (!this.byId.has(id)) return [];
    const result: number[] = [];
    const stack = [id];
    while (stack.length > 0) {
      const current = stack.pop() as number;
      result.push(current);
      for (const child of [...this.children(current)].reverse()) stack.push(child.id);
    }
    return result;
  }

  /** The department and those above it, bottom-up. Stops at a cycle rather than looping. */
  ancestry(id: number): DeptRow[] {
    const result: DeptRow[] = [];
    const seen = new Set<number>();
    let current = this.byId.get(id);
    while (current && !seen.has(current.id)) {
      seen.add(current.id);
      result.push(current);
      current = current.parent_id === null ? undefined : this.byId.get(current.parent_id);
    }
    return result;
  }
}

export async function loadDeptTree(db: Db): Promise<DeptTree> {
  return new DeptTree(await db.selectFrom('departments').select(['id', 'parent_id', 'name', 'sort']).execute());
}
